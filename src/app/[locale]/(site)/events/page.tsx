import { eventsPage } from '@/components/news/news-pages';

// Read from the database on each request: an event appears, changes or goes away the moment an
// editor publishes, saves or withdraws it (issue #22).
export const dynamic = 'force-dynamic';

export const generateMetadata = eventsPage.generateMetadata;
export default eventsPage.Page;
