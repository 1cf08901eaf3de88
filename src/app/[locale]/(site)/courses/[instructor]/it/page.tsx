import { subjectPage } from '@/components/courses/course-page';

/** /courses/{slug}/it: lectures, tools and resources of the subject. */
const page = subjectPage('it');

export const generateMetadata = page.generateMetadata;
export default page.Page;
