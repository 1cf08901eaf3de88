import { infoPage } from '@/components/page/info-page';

const page = infoPage('about/departments');
export const generateMetadata = page.generateMetadata;
export default page.Page;
