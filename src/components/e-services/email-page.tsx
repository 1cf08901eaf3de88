import { getSections } from '@content/sections';
import type { RouteKey } from '@/config/routes';
import { pageLocale, SectionLinks } from '../page/info-page';
import { metadataFor } from '../page/metadata';
import { PageHeader } from '../page/page-header';
import { PageSections } from '../sections/page-sections';
import { WebmailSignIn } from './webmail-sign-in';

/** A college e-mail page: the sign-in form that hands over to webmail, then the page's content. */
export function emailPage(key: RouteKey, example: string) {
  async function Page({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await pageLocale(params);
    return (
      <>
        <PageHeader locale={locale} page={key} />
        <WebmailSignIn locale={locale} example={example} />
        <PageSections locale={locale} sections={getSections(locale, key)} />
        <div className="container-page pb-10">
          <SectionLinks locale={locale} page={key} />
        </div>
      </>
    );
  }
  return { Page, generateMetadata: metadataFor(key) };
}
