import { programmePage } from '@/components/page/programme-page';

const page = programmePage('study/law');
export const generateMetadata = page.generateMetadata;
export default page.Page;
