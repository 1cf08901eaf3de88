import { infoPage } from '@/components/page/info-page';

const page = infoPage('study/international-students');
export const generateMetadata = page.generateMetadata;
export default page.Page;
