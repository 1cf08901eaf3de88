import { programmePage } from '@/components/page/programme-page';

const page = programmePage('study/medical-labs');
export const generateMetadata = page.generateMetadata;
export default page.Page;
