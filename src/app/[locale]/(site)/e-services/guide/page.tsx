import { infoPage } from '@/components/page/info-page';

const page = infoPage('e-services/guide');
export const generateMetadata = page.generateMetadata;
export default page.Page;
