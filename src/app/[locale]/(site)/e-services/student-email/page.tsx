import { WebmailSignIn } from '@/components/e-services/webmail-sign-in';
import { infoPage } from '@/components/page/info-page';

/** The student e-mail page: the sign-in form that hands over to webmail, then the page's content. */
const page = infoPage('e-services/student-email', {
  beforeSections: (locale) => (
    <WebmailSignIn locale={locale} example="s20241037@std.alrowad.edu.sd" />
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
