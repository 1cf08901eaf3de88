import { infoPage } from '@/components/page/info-page';

const page = infoPage('courses/ai');
export const generateMetadata = page.generateMetadata;
export default page.Page;
