import { infoPage } from '@/components/page/info-page';

const page = infoPage('academic-calendar');
export const generateMetadata = page.generateMetadata;
export default page.Page;
