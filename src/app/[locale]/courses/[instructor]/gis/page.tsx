import { infoPage } from '@/components/page/info-page';

const page = infoPage('courses/gis');
export const generateMetadata = page.generateMetadata;
export default page.Page;
