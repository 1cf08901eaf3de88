import { newsArticlePage } from '@/components/news/news-pages';

// Read from the database on each request: a news item appears, changes or goes away the
// moment an editor publishes, saves or withdraws it (issue #22).
export const dynamic = 'force-dynamic';

export const generateMetadata = newsArticlePage.generateMetadata;
export default newsArticlePage.Page;
