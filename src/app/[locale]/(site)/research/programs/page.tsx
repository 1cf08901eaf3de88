import { infoPage } from '@/components/page/info-page';

const page = infoPage('research/programs');
export const generateMetadata = page.generateMetadata;
export default page.Page;
