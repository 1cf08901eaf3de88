import { emailPage } from '@/components/e-services/email-page';

const page = emailPage('e-services/student-email', 's20241037@std.alrowad.edu.sd');
export const generateMetadata = page.generateMetadata;
export default page.Page;
