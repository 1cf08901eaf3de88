import { getMessages, getTranslations } from 'next-intl/server';
import { navLabelOf } from '@content/index';
import { DeskPage } from '@/components/staff/desk-page';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { NavigationActions, NavigationForm } from '@/components/staff/navigation-form';
import { RevisionHistory } from '@/components/staff/revision-history';
import { openStaffPage } from '@/components/staff/staff-page';
import { menusOf } from '@/components/navigation/menu-model';
import { routeKeys } from '@/config/routes';
import { catalogues } from '@/i18n/catalogues';
import { workspaceDateTime } from '@/lib/format';
import type { Navigation } from '@/lib/navigation';
import { getDb } from '@/server/db/client';
import { itemReview } from '@/components/staff/item-review';
import { navigationForEditing } from '@/server/navigation/navigation-desk';

/**
 * The menus and the home page's sections (editors of the section `navigation`): where the draft
 * stands, its review where the menus wait for review, its form, publishing or discarding it, the draft as the menus and the home page will
 * show it in each language, and the history of its saved versions.
 */
export default async function NavigationDesk({ params }: PageProps<'/[locale]/staff/navigation'>) {
  const { locale, staff } = await openStaffPage(params, '/staff/navigation', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffNavigation' });
  const words = (await getMessages({ locale })).StaffNavigation;
  const desk = await navigationForEditing(await getDb());
  const date = workspaceDateTime(locale);
  const review = await itemReview({
    locale,
    staff,
    section: 'navigation',
    endpoint: '/api/staff/navigation',
    item: {
      ...desk,
      status: desk.pending ? 'draft' : 'published',
      updatedAt: desk.updatedAt ?? new Date(0),
    },
    version: desk.version,
    publishOnly: true,
  });
  const pageNames = Object.fromEntries(routeKeys.map((key) => [key, navLabelOf(locale, key)]));
  return (
    <DeskPage id="navigation-title" title={t('title')} intro={t('intro')}>
      <div className="space-y-1" data-navigation-state={desk.pending ? 'pending' : 'current'}>
        <p className="font-bold">{desk.pending ? t('state.pending') : t('state.current')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {desk.publishedAt
            ? t('state.published', {
                when: date.format(desk.publishedAt),
                who: desk.publishedBy ?? '',
              })
            : t('state.never')}
        </p>
      </div>
      {review.panel}
      <NavigationActions
        locale={locale}
        version={desk.version}
        pending={desk.pending}
        canPublish={!review.mustSubmit}
        words={words}
      />
      <NavigationForm
        key={desk.version}
        locale={locale}
        initial={desk.draft}
        version={desk.version}
        pageNames={pageNames}
        words={words}
      />
      <LanguagePreviews
        marker="navigation"
        heading={t('preview.heading')}
        intro={t('preview.intro')}
      >
        {(language) => {
          const sections = catalogues[language].StaffNavigation.sections;
          return (
            <div className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <ul className="space-y-3">
                {menusOf(language, desk.draft).map((menu) => (
                  <li key={menu.id}>
                    <p className="font-bold">{menu.label}</p>
                    <ul className="ms-4 space-y-2">
                      {menu.groups.map((group) => (
                        <li key={group.id}>
                          <p className="text-sm font-bold text-slate-600 dark:text-slate-400">
                            {group.label}
                          </p>
                          <ul className="ms-4 list-disc ps-4">
                            {group.links.map((link) => (
                              <li key={link.key}>{link.label}</li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
              <ol className="list-decimal ps-6">
                {desk.draft.home.map((section) => (
                  <li key={section.id}>
                    {sections[section.id]}
                    {section.shown ? '' : ` ${catalogues[language].StaffNavigation.preview.hidden}`}
                  </li>
                ))}
              </ol>
            </div>
          );
        }}
      </LanguagePreviews>
      {desk.revisions.length > 0 ? (
        <RevisionHistory
          locale={locale}
          namespace="StaffNavigation"
          endpoint="/api/staff/navigation"
          revisions={desk.revisions.map((revision) => ({
            ...revision,
            snapshot: revision.snapshot as unknown as Navigation,
          }))}
          marker="navigation"
          describe={(snapshot: Navigation) =>
            (snapshot.menus ?? []).map((menu) => menu[locale]).join(' · ')
          }
        />
      ) : null}
    </DeskPage>
  );
}
