import { infoPage } from '@/components/page/info-page';

const page = infoPage('about/history');
export const generateMetadata = page.generateMetadata;
export default page.Page;
