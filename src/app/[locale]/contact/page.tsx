import { infoPage } from '@/components/page/info-page';

const page = infoPage('contact');
export const generateMetadata = page.generateMetadata;
export default page.Page;
