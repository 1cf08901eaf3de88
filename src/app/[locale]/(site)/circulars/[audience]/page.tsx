import { circularAudiencePage } from '@/components/circulars/circular-pages';

// Read from the database on each request, as /circulars is; an unknown audience is a 404.
export const dynamic = 'force-dynamic';

export const generateMetadata = circularAudiencePage.generateMetadata;
export default circularAudiencePage.Page;
