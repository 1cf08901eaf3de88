import { infoPage } from '@/components/page/info-page';

const page = infoPage('research/deanships');
export const generateMetadata = page.generateMetadata;
export default page.Page;
