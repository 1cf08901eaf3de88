import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localePath, type Locale } from '@/i18n/routing';
import { newsVisibility, publicationVisibility, type NewsStatus } from '@/lib/news';
import { DeskItemState, DeskRecordPage } from './desk-page';
import { recordDesks, type ItemDeskKey, type RecordDesk } from './record-desks';
import { PublicationSection, publicationStates } from './record-publication';
import { RemoveRecord } from './remove-record';
import { RevisionHistory, type Revision } from './revision-history';
import { openStaffPage } from './staff-page';
import { itemReview, type ItemReviewState } from './item-review';
import type { SignedInStaff } from '@/server/staff/staff-session';

/**
 * The first lines of an editor's record page (a record's, or a new one's): the page's language,
 * the editor's check (back to this page after signing in), and the catalogue.
 */
export async function openRecordDesk<Params extends { locale: string; id?: string }>(
  desk: RecordDesk,
  pageParams: Promise<Params>,
) {
  const { id } = await pageParams;
  const { locale, params, staff } = await openStaffPage(
    pageParams,
    `/staff/${desk}/${id ? '[id]' : 'new'}`,
    'editor',
  );
  const messages = await getMessages({ locale });
  return { locale, params, staff, messages, fieldErrors: messages.Staff.fieldErrors };
}

/** A desk's words for its record pages and form: the `editor` or `form` group of its catalogue. */
export async function recordWords(locale: Locale, desk: RecordDesk) {
  const catalogue = (await getMessages({ locale }))[recordDesks[desk].namespace];
  return 'form' in catalogue ? catalogue.form : catalogue.editor;
}

/**
 * The frame of a desk's record page: back to the desk's list, the heading (a new record's, or
 * the record's with what `details` adds under it), then the page's own content.
 */
export async function RecordDeskPage({
  locale,
  desk,
  heading,
  details,
  roomy,
  children,
}: {
  locale: Locale;
  desk: RecordDesk;
  heading: 'newTitle' | 'editTitle';
  details?: ReactNode;
  roomy?: boolean;
  children: ReactNode;
}) {
  const words = await recordWords(locale, desk);
  return (
    <DeskRecordPage
      id={recordDesks[desk].titleId}
      back={{ href: localePath(locale, `/staff/${desk}`), label: words.backToList }}
      heading={words[heading]}
      details={details}
      roomy={roomy}
    >
      {children}
    </DeskRecordPage>
  );
}

/**
 * A published item's page (a news item, an event): its title and where it stands under the
 * heading, the editor, its publication (now, at a time, or off the site), its previews, and its
 * history with each version's restore button.
 */
export async function ItemDeskPage({
  locale,
  desk,
  staff,
  item,
  revisions,
  view,
  editor,
  previews,
}: {
  locale: Locale;
  desk: ItemDeskKey;
  /** The account: where the desk waits for review, it decides what the page offers. */
  staff: SignedInStaff;
  item: {
    id: string;
    status: NewsStatus;
    publishAt: Date | null;
    updatedAt: Date;
    titleAr: string;
    titleEn: string;
  } & Omit<ItemReviewState, 'status' | 'updatedAt'>;
  revisions: Revision[];
  /** The item's public page. */
  view: string;
  /** The editor, told whether visitors see the item now. */
  editor: (live: boolean) => ReactNode;
  previews: ReactNode;
}) {
  const { namespace, marker } = recordDesks[desk];
  const t = await getTranslations({ locale, namespace: namespace as 'StaffNews' });
  const stateOf = await publicationStates(locale, namespace);
  const visibility = newsVisibility(item);
  const endpoint = `/api/staff/${desk}/${item.id}`;
  const title = (locale === 'ar' ? item.titleAr : item.titleEn) || item.titleAr || item.titleEn;
  const review = await itemReview({ locale, staff, section: desk, endpoint, item });
  return (
    <RecordDeskPage
      locale={locale}
      desk={desk}
      heading="editTitle"
      details={
        <DeskItemState
          marker={marker}
          title={title}
          visibility={visibility}
          state={t('status.now', { state: stateOf(visibility, item.publishAt) })}
        />
      }
      roomy
    >
      {editor(visibility === 'published')}
      {review.panel}
      {review.mustSubmit ? null : (
        <PublicationSection
          locale={locale}
          namespace={namespace}
          marker={marker}
          endpoint={endpoint}
          visibility={visibility}
          version={item.updatedAt.toISOString()}
          view={view}
        />
      )}
      {previews}
      <RevisionHistory
        locale={locale}
        namespace={namespace}
        endpoint={endpoint}
        revisions={revisions}
        marker={marker}
        readOnly={review.mustSubmit && visibility !== 'draft'}
      />
    </RecordDeskPage>
  );
}

/**
 * A person's page (a board member, a directory record): their name under the heading, the form,
 * their review where the desk waits for review, their publication, how the public page shows them in each language, the history of their
 * saved versions (once there is one), and their removal.
 */
export async function PersonDeskPage<S>({
  locale,
  desk,
  staff,
  person,
  revisions,
  describe,
  view,
  form,
  previews,
}: {
  locale: Locale;
  desk: 'board' | 'directory';
  /** The account: where the desk waits for review, it decides what the page offers. */
  staff: SignedInStaff;
  person: {
    id: number;
    nameAr: string;
    nameEn: string;
    publishAt: Date | null;
    updatedAt: Date;
  } & Omit<ItemReviewState, 'status' | 'updatedAt'>;
  revisions: Revision<S>[];
  /** What a saved version held, in a few words. */
  describe: (snapshot: S) => string;
  /** The public page that shows the person. */
  view: string;
  form: ReactNode;
  previews: ReactNode;
}) {
  const { namespace, marker } = recordDesks[desk];
  const endpoint = `/api/staff/${desk}/${person.id}`;
  const t = await getTranslations({ locale, namespace });
  const visibility = publicationVisibility(person.publishAt);
  const state = (await publicationStates(locale, namespace))(visibility, person.publishAt);
  const review = await itemReview({
    locale,
    staff,
    section: desk,
    endpoint,
    item: { ...person, status: person.publishAt ? 'published' : 'draft' },
  });
  return (
    <RecordDeskPage
      locale={locale}
      desk={desk}
      heading="editTitle"
      details={<p className="text-xl">{locale === 'ar' ? person.nameAr : person.nameEn}</p>}
    >
      {form}
      {review.panel}
      {review.mustSubmit ? (
        <p className="font-bold" data-record-state={visibility}>
          {t('status.now', { state })}
        </p>
      ) : (
        <PublicationSection
          locale={locale}
          namespace={namespace}
          marker="record"
          endpoint={endpoint}
          visibility={visibility}
          version={person.updatedAt.toISOString()}
          view={view}
          // Where the person stands is said here, not under the heading.
          state={
            <p className="font-bold" data-record-state={visibility}>
              {t('status.now', { state })}
            </p>
          }
        />
      )}
      {previews}
      {revisions.length > 0 ? (
        <RevisionHistory
          locale={locale}
          namespace={namespace}
          endpoint={endpoint}
          revisions={revisions}
          marker={marker}
          describe={describe}
          readOnly={review.mustSubmit && visibility !== 'draft'}
        />
      ) : null}
      <RemoveRecord
        locale={locale}
        endpoint={endpoint}
        version={person.updatedAt.toISOString()}
        list={`/staff/${desk}`}
        words={(await getMessages({ locale }))[namespace].form}
      />
    </RecordDeskPage>
  );
}
