import { programmePage } from '@/components/page/programme-page';

const page = programmePage('study/it');
export const generateMetadata = page.generateMetadata;
export default page.Page;
