import { infoPage } from '@/components/page/info-page';

const page = infoPage('faculty-staff/directory');
export const generateMetadata = page.generateMetadata;
export default page.Page;
