import { infoPage } from '@/components/page/info-page';

const page = infoPage('admission');
export const generateMetadata = page.generateMetadata;
export default page.Page;
