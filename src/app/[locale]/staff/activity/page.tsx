import { getMessages, getTranslations } from 'next-intl/server';
import { navLabelOf } from '@content/index';
import { DeskCount, DeskPage } from '@/components/staff/desk-page';
import { ListPager } from '@/components/staff/list-pager';
import { openStaffPage } from '@/components/staff/staff-page';
import { PlainTable } from '@/components/staff/table-view';
import { Link } from '@/components/ui/link';
import { secondaryButton, textInput } from '@/components/ui/styles';
import { routeKeys, type RouteKey } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { mailWordGroups } from '@/lib/mail-wording';
import { getDb } from '@/server/db/client';
import {
  ACTIVITY_PAGE_SIZE,
  activityPeople,
  activitySections,
  isActivitySection,
  listActivity,
  type ActivityRow,
  type ActivitySection,
} from '@/server/staff/activity';

/** Where a change's subject is edited in the workspace, if anywhere. */
function subjectHref(row: ActivityRow): string | null {
  switch (row.subjectType) {
    case 'page':
      return (routeKeys as readonly string[]).includes(row.subjectId)
        ? `/staff/pages/${row.subjectId}`
        : null;
    case 'news':
      return `/staff/news/${row.subjectId}`;
    case 'event':
      return `/staff/events/${row.subjectId}`;
    case 'board_member':
      return `/staff/board/${row.subjectId}`;
    case 'academic_year':
      return `/staff/calendar/${row.subjectId}`;
    case 'directory_member':
      return `/staff/directory/${row.subjectId}`;
    case 'banner':
      return '/staff/banner';
    case 'settings':
      return '/staff/settings';
    case 'figures':
      return '/staff/figures';
    case 'departments':
      return '/staff/directory';
    case 'emails':
      return '/staff/settings/emails';
    case 'library_file':
      return row.verb === 'remove' ? null : `/staff/files/${row.subjectId}`;
    default:
      return null;
  }
}

/** The words naming a change's subject: a page's or an item's title, else its section. */
function subjectName(row: ActivityRow, locale: Locale, section: string): string {
  if (row.subjectType === 'page' && (routeKeys as readonly string[]).includes(row.subjectId)) {
    return navLabelOf(locale, row.subjectId as RouteKey);
  }
  if (row.title) return row.title[locale] || row.title[locale === 'ar' ? 'en' : 'ar'] || section;
  return row.subjectType === 'academic_year' ? `${section} ${row.subjectId}` : section;
}

/**
 * What changed on the site (administrators; issue #47, item 6): every publication, schedule,
 * restoration, translation mark and settings change, newest first, filtered by section and
 * person with a plain form (it works without script), 50 to a page.
 */
export default async function ActivityPage({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/activity'>) {
  const query = await searchParams;
  const one = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? '';
  const sectionParam = one(query.section);
  const section = isActivitySection(sectionParam) ? sectionParam : undefined;
  const person = one(query.person).slice(0, 254) || undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(one(query.page), 10) || 1));
  const search = new URLSearchParams({
    ...(section ? { section } : {}),
    ...(person ? { person } : {}),
  });
  const { locale } = await openStaffPage(
    params,
    '/staff/activity',
    'administrator',
    search.size > 0 ? `?${search}` : '',
  );
  const t = await getTranslations({ locale, namespace: 'StaffActivity' });
  const db = await getDb();
  const [{ rows, total }, people] = await Promise.all([
    listActivity(db, { section, person, page }),
    activityPeople(db),
  ]);
  const date = workspaceDateTime(locale);
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const sections = Object.keys(activitySections) as ActivitySection[];
  const messages = await getMessages({ locale });
  const words = messages.StaffActivity;
  const wording = messages.StaffMailWording;
  /** An e-mail word's key ("en.Support.ackSubject") as its message and language. */
  const wordName = (key: string) => {
    const group = mailWordGroups.find((each) =>
      (each.words as readonly string[]).includes(key.slice(3)),
    );
    const language = wording.languages[key.slice(0, 2) as Locale];
    return group ? `${wording.groups[group.key].title} (${language})` : key;
  };
  const verbs: Record<string, string> = words.verbs;
  const details: Record<string, string> = words.details;
  const href = (to: number) => {
    const next = new URLSearchParams(search);
    if (to > 1) next.set('page', String(to));
    return `${localePath(locale, '/staff/activity')}${next.size > 0 ? `?${next}` : ''}`;
  };

  return (
    <DeskPage id="activity-title" title={t('title')} intro={t('intro')}>
      <form method="get" className="flex flex-wrap items-end gap-4" data-activity-filters="">
        <div>
          <label htmlFor="activity-section" className="font-bold">
            {t('section')}
          </label>
          <select
            id="activity-section"
            name="section"
            defaultValue={section ?? ''}
            className={textInput}
          >
            <option value="">{t('allSections')}</option>
            {sections.map((value) => (
              <option key={value} value={value}>
                {t(`sections.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="activity-person" className="font-bold">
            {t('person')}
          </label>
          <select
            id="activity-person"
            name="person"
            defaultValue={person ?? ''}
            className={textInput}
          >
            <option value="">{t('everyone')}</option>
            {people.map((someone) => (
              <option key={someone.email} value={someone.email}>
                {someone.name === someone.email
                  ? someone.email
                  : `${someone.name} (${someone.email})`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButton}>
          {t('show')}
        </button>
      </form>
      <DeskCount>{t('count', { count: total })}</DeskCount>
      {rows.length > 0 ? (
        <PlainTable
          caption={t('caption')}
          headers={[t('columns.when'), t('columns.who'), t('columns.what'), t('columns.subject')]}
          at={{ 'data-activity': '' }}
        >
          {rows.map((row) => {
            const sectionName = t(`sections.${row.section}`);
            const link = subjectHref(row);
            const name = subjectName(row, locale, sectionName);
            const shownDetail = Object.entries(row.detail ?? {})
              .filter(([key, value]) => key in details && value !== null && value !== '')
              .map(([key, value]) =>
                details[key]!.replace(
                  '{value}',
                  key === 'at' && typeof value === 'string'
                    ? date.format(new Date(value))
                    : key === 'changed' && row.subjectType === 'emails'
                      ? [...new Set(String(value).split(', ').map(wordName))].join(
                          locale === 'ar' ? '، ' : ', ',
                        )
                      : String(value),
                ),
              );
            return (
              <tr
                key={row.id}
                className="border-b border-slate-200 align-top dark:border-slate-700"
                data-activity-row={`${row.section}.${row.verb}`}
              >
                <td className="p-2 whitespace-nowrap">{date.format(row.at)}</td>
                <td className="p-2">{row.who}</td>
                <td className="p-2">
                  <span className="font-bold">{verbs[row.verb] ?? row.verb}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {sectionName}
                  </span>
                  {shownDetail.map((line) => (
                    <span key={line} className="block text-sm">
                      {line}
                    </span>
                  ))}
                </td>
                <td className="p-2">
                  {link ? (
                    <Link
                      href={localePath(locale, link as '/staff/settings')}
                      className="underline"
                    >
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </td>
              </tr>
            );
          })}
        </PlainTable>
      ) : (
        <p>{t('none')}</p>
      )}
      <ListPager locale={locale} page={Math.min(page, pages)} pages={pages} href={href} />
    </DeskPage>
  );
}
