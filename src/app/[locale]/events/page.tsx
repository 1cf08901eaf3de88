import { eventsPage } from '@/components/news/news-pages';

export const generateMetadata = eventsPage.generateMetadata;
export default eventsPage.Page;
