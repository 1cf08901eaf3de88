import { infoPage } from '@/components/page/info-page';

const page = infoPage('study/training');
export const generateMetadata = page.generateMetadata;
export default page.Page;
