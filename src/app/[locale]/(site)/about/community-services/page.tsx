import { infoPage } from '@/components/page/info-page';

const page = infoPage('about/community-services');
export const generateMetadata = page.generateMetadata;
export default page.Page;
