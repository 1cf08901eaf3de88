import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DeskPage, DeskSection } from '@/components/staff/desk-page';
import { PageActionButton, PageEditor } from '@/components/staff/page-editor';
import { ReviewReturnForm } from '@/components/staff/review-return-form';
import { SettingTokenList } from '@/components/staff/setting-token-list';
import { openStaffPage } from '@/components/staff/staff-page';
import { PlainTable } from '@/components/staff/table-view';
import { Link } from '@/components/ui/link';
import { pathOf } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { changedFields, type FieldChange, type Json } from '@/lib/page-pair';
import { formatTextSections } from '@/lib/page-formatting';
import { libraryLinks } from '@/server/library/library-links';
import { getDb } from '@/server/db/client';
import { isReviewer, mustSubmit } from '@/server/pages/page-review';
import { SEED_AUTHOR } from '@/server/db/seed-once';
import type { PageRevisionRow } from '@/server/db/schema';
import {
  getPageForEditing,
  isEditablePage,
  listPageRevisions,
  type EditedPage,
} from '@/server/pages/page-desk';
import {
  changedAt,
  laggingLanguage,
  otherLanguage,
  revisionAt,
  type LanguageTimes,
} from '@/lib/translation-state';
import { pageStateOf } from '@/server/pages/page-state';
import { collegeDateTimeInput } from '@/lib/college-time';
import { warningBox } from '@/components/ui/styles';

type Words = Messages['StaffPages'];

/** The revisions that were, when kept, what visitors saw. */
const shownToVisitors = new Set(['imported', 'published', 'restored']);

/** A field's place in words: "Section 3 › Item 1 › Title". */
function describePath(path: string, words: Words): string {
  const steps = path.split('.');
  const parts: string[] = [];
  steps.forEach((step, index) => {
    if (/^\d+$/.test(step)) {
      const list = steps[index - 1] ?? '';
      const entry =
        list === 'sections'
          ? words.editor.entries.sections
          : ((words.editor.entries as Record<string, string>)[list] ?? words.editor.entries.items);
      parts.push(`${entry} ${Number(step) + 1}`);
    } else if (steps[index + 1] === undefined || !/^\d+$/.test(steps[index + 1]!)) {
      parts.push((words.editor.fields as Record<string, string>)[step] ?? step);
    }
  });
  return parts.join(' › ');
}

function Changes({ changes, words, lang }: { changes: FieldChange[]; words: Words; lang: Locale }) {
  return (
    <ul className="space-y-2">
      {changes.slice(0, 40).map((change) => (
        <li key={change.path} className="text-sm">
          <span className="font-bold">{describePath(change.path, words)}</span>
          {change.before !== null ? (
            <del lang={lang} className="block text-red-800 dark:text-red-300">
              {change.before || words.history.blank}
            </del>
          ) : null}
          {change.after !== null ? (
            <ins lang={lang} className="block text-green-800 no-underline dark:text-green-300">
              {change.after || words.history.blank}
            </ins>
          ) : null}
        </li>
      ))}
      {changes.length > 40 ? <li>{words.history.more}</li> : null}
    </ul>
  );
}

/**
 * The notice of a page whose published languages are out of step (issue #47, item 3): when each
 * last changed, what changed in the other language since (as it was then, as it is now: the
 * published revision kept at the lagging language's last change), and "the translation is up to
 * date".
 */
async function TranslationNotice({
  locale,
  language,
  page,
  revisions,
  words,
  endpoint,
}: {
  locale: Locale;
  language: 'ar' | 'en';
  page: EditedPage & LanguageTimes;
  revisions: PageRevisionRow[];
  words: Words;
  endpoint: string;
}) {
  const t = await getTranslations({ locale, namespace: 'StaffPages.translation' });
  const badge = await getTranslations({ locale, namespace: 'StaffTranslation' });
  const date = workspaceDateTime(locale);
  const other = otherLanguage(language);
  const published = revisions.filter((revision) => shownToVisitors.has(revision.reason));
  const then = revisionAt(published, changedAt(page, language))?.snapshot;
  const changes = then
    ? changedFields(then[other] as unknown as Json, page.published[other] as unknown as Json)
    : [];
  return (
    <div role="note" className={`space-y-3 ${warningBox}`} data-translation-notice={language}>
      <p className="font-bold">{badge('badge', { language })}</p>
      <p>
        {t('since', {
          language,
          other,
          when: date.format(changedAt(page, language)),
          otherWhen: date.format(changedAt(page, other)),
        })}
      </p>
      {changes.length > 0 ? (
        <>
          <p>{t('changed', { other })}</p>
          <Changes changes={changes} words={words} lang={other} />
        </>
      ) : null}
      <p className="text-sm">{t('howToClear', { language })}</p>
      <PageActionButton
        locale={locale}
        endpoint={endpoint}
        body={{ action: 'translated', version: page.version }}
        text={t('markCurrent')}
        done={t('marked')}
        labels={words.editor}
      />
    </div>
  );
}

/**
 * One informational page in the workspace: where it stands, the editor (both languages), and
 * every version kept, each with what changed from the one before, in each language, and the
 * button that publishes it again.
 */
export default async function PageEditorPage({
  params,
}: PageProps<'/[locale]/staff/pages/[...key]'>) {
  const { key: steps } = await params;
  const key = steps.join('/');
  const { locale, staff } = await openStaffPage(
    params,
    `/staff/pages/${key}` as '/staff/pages',
    'editor',
  );
  if (!isEditablePage(key)) notFound();
  const t = await getTranslations({ locale, namespace: 'StaffPages' });
  const messages = await getMessages({ locale });
  const words = messages.StaffPages;
  const db = await getDb();
  const page = await getPageForEditing(db, key);
  const revisions = await listPageRevisions(db, key);
  const date = workspaceDateTime(locale);
  const state = pageStateOf(page);
  const endpoint = `/api/staff/pages/${key}`;
  const title = page.published[locale].navLabel ?? page.published[locale].title;
  const behind =
    page.arChangedAt && page.enChangedAt ? laggingLanguage(page as LanguageTimes) : null;
  const submitOnly = await mustSubmit(db, staff, key);
  const reviewer = isReviewer(staff);
  const library = await libraryLinks(locale);
  const opened = (page.draft ?? page.published) as unknown as { ar: Json; en: Json };

  return (
    <DeskPage id="page-editor-title" title={t('editor.title', { page: title })}>
      <p className="font-bold" data-page-state={state}>
        {t(`states.${state}`, {
          at: page.publishAt ? date.format(page.publishAt) : '',
          when: page.publishedAt ? date.format(page.publishedAt) : '',
        })}
      </p>
      {page.publishedBy && page.publishedAt ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('editor.lastPublished', {
            when: date.format(page.publishedAt),
            who: page.publishedBy === SEED_AUTHOR ? t('history.seedAuthor') : page.publishedBy,
          })}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-4">
        <Link href={localePath('ar', pathOf(key))} className="underline" lang="ar">
          {t('editor.onSiteAr')}
        </Link>
        <Link href={localePath('en', pathOf(key))} className="underline" lang="en">
          {t('editor.onSiteEn')}
        </Link>
        <Link href={localePath(locale, '/staff/pages')} className="underline">
          {t('editor.back')}
        </Link>
      </p>
      {behind ? (
        <TranslationNotice
          locale={locale}
          language={behind}
          page={page as EditedPage & LanguageTimes}
          revisions={revisions}
          words={words}
          endpoint={endpoint}
        />
      ) : null}
      {submitOnly || page.reviewState ? (
        <div
          role="note"
          className="max-w-3xl space-y-2 rounded-md border border-brand-300 bg-brand-50 p-4 dark:border-brand-700 dark:bg-brand-950"
          data-page-review={page.reviewState ?? 'required'}
        >
          {submitOnly ? <p>{t('review.required')}</p> : null}
          {page.reviewState === 'submitted' && page.reviewAt ? (
            <p className="font-bold">
              {t(reviewer ? 'review.waitingReviewer' : 'review.waiting', {
                who: page.reviewAuthor ?? '',
                when: date.format(page.reviewAt),
              })}
            </p>
          ) : null}
          {page.reviewState === 'returned' && page.reviewAt ? (
            <>
              <p className="font-bold">
                {t('review.returnedNote', { when: date.format(page.reviewAt) })}
              </p>
              <blockquote
                className="border-s-4 border-brand-600 ps-3 whitespace-pre-line"
                data-review-comment=""
              >
                {page.reviewComment}
              </blockquote>
            </>
          ) : null}
          {page.reviewState === 'submitted' && reviewer ? (
            <ReviewReturnForm
              locale={locale}
              labels={words.review}
              failed={words.editor}
              endpoint={endpoint}
              version={page.version}
            />
          ) : null}
        </div>
      ) : null}
      <p className="max-w-3xl text-sm">{t('editor.howTo')}</p>
      <SettingTokenList intro={t('editor.tokens')} figures />
      <PageEditor
        key={page.version}
        locale={locale}
        labels={words.editor}
        endpoint={endpoint}
        previews={{
          ar: localePath('ar', `/staff/pages/preview/${key}`),
          en: localePath('en', `/staff/pages/preview/${key}`),
        }}
        toolbar={messages.StaffNews.editor.toolbar}
        library={library}
        initial={{
          // Its text sections as formatted text, written with the toolbar.
          content: { ar: formatTextSections(opened.ar), en: formatTextSections(opened.en) },
          version: page.version,
          hasDraft: page.draft !== null,
          publishAt: collegeDateTimeInput(page.publishAt),
        }}
        submitOnly={
          submitOnly ? { label: t('review.submit'), done: t('review.submitted') } : undefined
        }
      />
      {revisions.length > 0 ? (
        <DeskSection id="page-history-title" title={t('history.heading')}>
          <PlainTable
            caption={t('history.caption')}
            headers={[t('history.when'), t('history.who'), t('history.what'), t('history.changes')]}
            emptyLastHeader
            at={{ 'data-page-history': '' }}
          >
            {revisions.map((revision, index) => {
              // A publication is compared with what visitors saw before it; a draft with the
              // version saved before it.
              const before = revisions
                .slice(index + 1)
                .find(
                  (older) => revision.reason === 'draft' || shownToVisitors.has(older.reason),
                )?.snapshot;
              const changes = before
                ? (['ar', 'en'] as const).map((lang) => ({
                    lang,
                    changes: changedFields(
                      before[lang] as unknown as Json,
                      revision.snapshot[lang] as unknown as Json,
                    ),
                  }))
                : [];
              const when = date.format(revision.savedAt);
              return (
                <tr
                  key={revision.id}
                  className="border-b border-slate-200 align-top dark:border-slate-700"
                  data-page-revision={revision.reason}
                >
                  <td className="p-2">{when}</td>
                  <td className="p-2">
                    {revision.savedBy === SEED_AUTHOR ? t('history.seedAuthor') : revision.savedBy}
                  </td>
                  <td className="p-2">{t(`history.reasons.${revision.reason}`)}</td>
                  <td className="p-2">
                    {before ? (
                      <details>
                        <summary className="cursor-pointer underline">
                          {t('history.changeCount', {
                            ar: changes[0]!.changes.length,
                            en: changes[1]!.changes.length,
                          })}
                        </summary>
                        <div className="mt-2 grid gap-4 sm:grid-cols-2">
                          {changes.map(({ lang, changes: list }) => (
                            <div key={lang}>
                              <p className="font-bold">
                                {lang === 'ar' ? words.editor.arabic : words.editor.english}
                              </p>
                              <Changes changes={list} words={words} lang={lang} />
                            </div>
                          ))}
                        </div>
                      </details>
                    ) : (
                      t('history.first')
                    )}
                  </td>
                  <td className="p-2">
                    {/* Publishing an earlier version again is a publication: a reviewer's. */}
                    {submitOnly ? null : (
                      <PageActionButton
                        locale={locale}
                        endpoint={endpoint}
                        body={{ action: 'restore', version: page.version, revision: revision.id }}
                        text={words.history.restore}
                        label={t('history.restoreLabel', { when })}
                        done={words.history.restored}
                        labels={words.editor}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </PlainTable>
        </DeskSection>
      ) : null}
    </DeskPage>
  );
}
