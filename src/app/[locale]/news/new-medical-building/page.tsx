import { newsArticlePage } from '@/components/news/news-pages';

const page = newsArticlePage('new-medical-building');
export const generateMetadata = page.generateMetadata;
export default page.Page;
