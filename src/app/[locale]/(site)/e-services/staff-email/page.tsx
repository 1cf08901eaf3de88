import { WebmailSignIn } from '@/components/e-services/webmail-sign-in';
import { infoPage } from '@/components/page/info-page';

/** The staff e-mail page: the sign-in form that hands over to webmail, then the page's content. */
const page = infoPage('e-services/staff-email', {
  beforeSections: (locale) => <WebmailSignIn locale={locale} example="amal.ahmed@alrowad.edu.sd" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
