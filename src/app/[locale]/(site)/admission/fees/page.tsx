import { infoPage } from '@/components/page/info-page';

const page = infoPage('admission/fees');
export const generateMetadata = page.generateMetadata;
export default page.Page;
