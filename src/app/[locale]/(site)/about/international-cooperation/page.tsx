import { infoPage } from '@/components/page/info-page';

const page = infoPage('about/international-cooperation');
export const generateMetadata = page.generateMetadata;
export default page.Page;
