import { infoPage } from '@/components/page/info-page';

const page = infoPage('e-services/staff-email');
export const generateMetadata = page.generateMetadata;
export default page.Page;
