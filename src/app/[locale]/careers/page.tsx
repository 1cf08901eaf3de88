import { infoPage } from '@/components/page/info-page';

const page = infoPage('careers');
export const generateMetadata = page.generateMetadata;
export default page.Page;
