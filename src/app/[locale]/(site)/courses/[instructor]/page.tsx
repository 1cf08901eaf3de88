import { coursesHomePage } from '@/components/courses/course-page';

/** /courses/{slug}: the lecture collection's home. */
export const generateMetadata = coursesHomePage.generateMetadata;
export default coursesHomePage.Page;
