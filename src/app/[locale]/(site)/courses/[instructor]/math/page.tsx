import { subjectPage } from '@/components/courses/course-page';

/** /courses/{slug}/math: lectures, tools and resources of the subject. */
const page = subjectPage('math');

export const generateMetadata = page.generateMetadata;
export default page.Page;
