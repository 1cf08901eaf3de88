import { programmePage } from '@/components/page/programme-page';

const page = programmePage('study/media');
export const generateMetadata = page.generateMetadata;
export default page.Page;
