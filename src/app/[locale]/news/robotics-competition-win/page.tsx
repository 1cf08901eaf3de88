import { newsArticlePage } from '@/components/news/news-pages';

const page = newsArticlePage('robotics-competition-win');
export const generateMetadata = page.generateMetadata;
export default page.Page;
