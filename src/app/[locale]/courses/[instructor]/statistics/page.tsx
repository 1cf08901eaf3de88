import { infoPage } from '@/components/page/info-page';

const page = infoPage('courses/statistics');
export const generateMetadata = page.generateMetadata;
export default page.Page;
