import { subjectPage } from '@/components/courses/course-page';

/** /courses/{slug}/ai: lectures, tools and resources of the subject. */
const page = subjectPage('ai');

export const generateMetadata = page.generateMetadata;
export default page.Page;
