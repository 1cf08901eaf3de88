import { getTranslations } from 'next-intl/server';
import { navLabelOf } from '@content/index';
import { DeskPage } from '@/components/staff/desk-page';
import { openStaffPage } from '@/components/staff/staff-page';
import { PlainTable } from '@/components/staff/table-view';
import { Link } from '@/components/ui/link';
import { pathOf } from '@/config/routes';
import { localePath } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { laggingLanguage } from '@/lib/translation-state';
import { getDb } from '@/server/db/client';
import { listPagesForEditing } from '@/server/pages/page-desk';
import { pageStateOf } from '@/server/pages/page-state';
import { sectionNames } from '@/server/staff/section-names';
import { sectionOfPage } from '@/config/editor-sections';

/** The informational pages in the workspace: each with what visitors see and what waits. */
export default async function PagesDesk({ params }: PageProps<'/[locale]/staff/pages'>) {
  const { locale, staff } = await openStaffPage(params, '/staff/pages', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffPages' });
  const pages = await listPagesForEditing(await getDb(), staff.sections);
  const date = workspaceDateTime(locale);
  const sections = sectionNames(locale);
  const badge = await getTranslations({ locale, namespace: 'StaffTranslation' });
  return (
    <DeskPage id="pages-desk-title" title={t('title')} intro={t('intro')}>
      <PlainTable
        caption={t('caption')}
        headers={[t('columns.page'), t('columns.address'), t('columns.state')]}
        at={{ 'data-pages-table': '' }}
      >
        {pages.map((page) => {
          const state = pageStateOf(page);
          const behind =
            page.arChangedAt && page.enChangedAt
              ? laggingLanguage({ arChangedAt: page.arChangedAt, enChangedAt: page.enChangedAt })
              : null;
          return (
            <tr
              key={page.key}
              className="border-b border-slate-200 dark:border-slate-700"
              data-page-row={page.key}
              data-page-state={state}
            >
              <td className="p-2">
                <Link
                  href={localePath(locale, `/staff/pages/${page.key}`)}
                  className="font-bold underline"
                >
                  {page.published[locale].navLabel ??
                    page.published[locale].title ??
                    navLabelOf(locale, page.key)}
                </Link>
                <span
                  className="block text-sm text-slate-700 dark:text-slate-300"
                  data-page-section=""
                >
                  {sections[sectionOfPage(page.key)]}
                </span>
              </td>
              <td className="p-2" dir="ltr">
                <code className="text-sm">{pathOf(page.key)}</code>
              </td>
              <td className="p-2">
                {page.reviewState ? (
                  <span
                    className="me-2 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-sm font-bold text-brand-950 dark:bg-brand-900 dark:text-brand-50"
                    data-badge={`review-${page.reviewState}`}
                  >
                    {t(
                      page.reviewState === 'submitted'
                        ? 'review.badgeSubmitted'
                        : 'review.badgeReturned',
                    )}
                  </span>
                ) : null}
                {behind ? (
                  <span
                    className="me-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-950 dark:bg-amber-900 dark:text-amber-100"
                    data-badge={`translate-${behind}`}
                  >
                    {badge('badge', { language: behind })}
                  </span>
                ) : null}
                {t(`states.${state}`, {
                  at: page.publishAt ? date.format(page.publishAt) : '',
                  when: page.publishedAt ? date.format(page.publishedAt) : '',
                })}
              </td>
            </tr>
          );
        })}
      </PlainTable>
    </DeskPage>
  );
}
