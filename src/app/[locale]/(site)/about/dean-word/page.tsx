import { infoPage } from '@/components/page/info-page';

const page = infoPage('about/dean-word');
export const generateMetadata = page.generateMetadata;
export default page.Page;
