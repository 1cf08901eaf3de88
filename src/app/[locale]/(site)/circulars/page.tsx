import { circularsPage } from '@/components/circulars/circular-pages';

// Read from the database on each request: a circular appears, changes or goes away the moment an
// editor publishes, saves or withdraws it, and leaves the current list after its last day.
export const dynamic = 'force-dynamic';

export const generateMetadata = circularsPage.generateMetadata;
export default circularsPage.Page;
