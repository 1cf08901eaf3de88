import { emailPage } from '@/components/e-services/email-page';

const page = emailPage('e-services/staff-email', 'amal.ahmed@alrowad.edu.sd');
export const generateMetadata = page.generateMetadata;
export default page.Page;
