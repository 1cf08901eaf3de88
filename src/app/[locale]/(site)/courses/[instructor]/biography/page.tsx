import { biographyPage } from '@/components/courses/course-page';

/** /courses/{slug}/biography: the instructor's biography and contact card. */
export const generateMetadata = biographyPage.generateMetadata;
export default biographyPage.Page;
