import { infoPage } from '@/components/page/info-page';

const page = infoPage('about/investments');
export const generateMetadata = page.generateMetadata;
export default page.Page;
