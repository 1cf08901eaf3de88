import { subjectPage } from '@/components/courses/course-page';

/** /courses/{slug}/statistics: lectures, tools and resources of the subject. */
const page = subjectPage('statistics');

export const generateMetadata = page.generateMetadata;
export default page.Page;
