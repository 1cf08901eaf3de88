import { infoPage } from '@/components/page/info-page';

const page = infoPage('accessibility');
export const generateMetadata = page.generateMetadata;
export default page.Page;
