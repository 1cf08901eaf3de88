import { infoPage } from '@/components/page/info-page';

const page = infoPage('about/agencies');
export const generateMetadata = page.generateMetadata;
export default page.Page;
