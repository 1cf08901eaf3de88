import { subjectPage } from '@/components/courses/course-page';

/** /courses/{slug}/gis: lectures, tools and resources of the subject. */
const page = subjectPage('gis');

export const generateMetadata = page.generateMetadata;
export default page.Page;
