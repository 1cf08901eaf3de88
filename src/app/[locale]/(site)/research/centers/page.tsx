import { infoPage } from '@/components/page/info-page';

const page = infoPage('research/centers');
export const generateMetadata = page.generateMetadata;
export default page.Page;
