import { infoPage } from '@/components/page/info-page';

const page = infoPage('study/scholarships');
export const generateMetadata = page.generateMetadata;
export default page.Page;
