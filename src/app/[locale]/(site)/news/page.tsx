import { newsIndexPage } from '@/components/news/news-pages';

// Read from the database on each request (see news/[slug]/page.tsx).
export const dynamic = 'force-dynamic';

export const generateMetadata = newsIndexPage.generateMetadata;
export default newsIndexPage.Page;
