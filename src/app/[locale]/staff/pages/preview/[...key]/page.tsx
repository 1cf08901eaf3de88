import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import {
  Hero,
  InstructorPromo,
  Leadership,
  Programmes,
  QuickLinks,
  Statistics,
} from '@/components/home/home-sections';
import { PageHeader } from '@/components/page/page-header';
import { PageSections } from '@/components/sections/page-sections';
import { openStaffPage } from '@/components/staff/staff-page';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { resolveSettingTokens } from '@/config/setting-tokens';
import { keepUnitsDeep } from '@/lib/keep-units';
import { getDb } from '@/server/db/client';
import type { PageWords } from '@/server/db/schema';
import { getPageForEditing, isEditablePage } from '@/server/pages/page-desk';
import { warningBox } from '@/components/ui/styles';

/**
 * The preview of a page in the workspace's language: its saved draft (or, without one, what is
 * published) drawn as visitors will see it, under a notice that says it is a preview.
 */
export default async function PagePreview({
  params,
}: PageProps<'/[locale]/staff/pages/preview/[...key]'>) {
  const { key: steps } = await params;
  const key = steps.join('/');
  const { locale } = await openStaffPage(
    params,
    `/staff/pages/preview/${key}` as '/staff/pages',
    'editor',
  );
  if (!isEditablePage(key)) notFound();
  const t = await getTranslations({ locale, namespace: 'StaffPages' });
  const page = await getPageForEditing(await getDb(), key);
  const words: PageWords = resolveSettingTokens((page.draft ?? page.published)[locale], locale);
  return (
    <div className="space-y-6">
      <div
        role="note"
        className={`space-y-2 ${warningBox}`}
        data-page-preview={page.draft ? 'draft' : 'published'}
      >
        <p className="font-bold">{page.draft ? t('preview.draft') : t('preview.published')}</p>
        <p>
          <Link href={localePath(locale, `/staff/pages/${key}`)} className="underline">
            {t('preview.back')}
          </Link>
        </p>
      </div>
      {words.home ? (
        // The home page's own parts, as its page draws them (the news and events are the site's).
        <div className="-mx-4 sm:-mx-6">
          <Hero locale={locale} words={words.home} />
          <QuickLinks locale={locale} words={words.home} />
          <InstructorPromo locale={locale} words={words.home} />
          <Statistics locale={locale} words={words.home} />
          <Programmes locale={locale} words={words.home} />
          <Leadership locale={locale} words={words.home} />
        </div>
      ) : (
        <div className="-mx-4 sm:-mx-6">
          <PageHeader
            locale={locale}
            page={key}
            words={{ title: words.title, intro: keepUnitsDeep(words.intro) }}
          />
          <PageSections locale={locale} sections={keepUnitsDeep(words.sections)} />
        </div>
      )}
    </div>
  );
}
