import { infoPage } from '@/components/page/info-page';

const page = infoPage('campus-life/entertainment');
export const generateMetadata = page.generateMetadata;
export default page.Page;
