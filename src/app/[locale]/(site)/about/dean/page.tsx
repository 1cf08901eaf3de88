import { infoPage } from '@/components/page/info-page';

const page = infoPage('about/dean');
export const generateMetadata = page.generateMetadata;
export default page.Page;
