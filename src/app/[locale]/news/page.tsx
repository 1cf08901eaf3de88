import { newsIndexPage } from '@/components/news/news-pages';

export const generateMetadata = newsIndexPage.generateMetadata;
export default newsIndexPage.Page;
