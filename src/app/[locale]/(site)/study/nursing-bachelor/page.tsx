import { programmePage } from '@/components/page/programme-page';

const page = programmePage('study/nursing-bachelor');
export const generateMetadata = page.generateMetadata;
export default page.Page;
