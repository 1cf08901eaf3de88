import { newsArticlePage } from '@/components/news/news-pages';

const page = newsArticlePage('harvard-cooperation');
export const generateMetadata = page.generateMetadata;
export default page.Page;
