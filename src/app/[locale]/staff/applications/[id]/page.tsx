import { workspaceDateTime } from '@/lib/format';
import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { openStaffPage } from '@/components/staff/staff-page';
import { DeskRecordPage, DeskSection, RecordDetails } from '@/components/staff/desk-page';
import { AssignForm } from '@/components/staff/assign-form';
import { currentFigures } from '@/lib/college-figures';
import { FeeForm, LinkForm, NoteForm, StatusForm } from '@/components/staff/review-forms';
import { listAdmissionsOfficers } from '@/server/applications/assign-application';
import { feeAmountText } from '@/config/payment';
import { localePath } from '@/i18n/routing';
import { reviewStatuses } from '@/lib/review-status';
import { formAnswers } from '@/server/applications/form-answers';
import { getDb } from '@/server/db/client';
import { documentSlots, type DocumentSlot } from '@/server/db/schema';
import { getApplication } from '@/server/applications/get-application';
import { auditOf, loggedRecently, recordAudit, VISIT_MS } from '@/server/staff/record-audit';
import { currentLetter } from '@/server/applications/letter/admission-letter';
import { VERIFY_LETTER_PATH } from '@/server/applications/letter/letter-text';
import { catalogues } from '@/i18n/catalogues';

export const dynamicParams = true;

type ActionKey = keyof Messages['Staff']['review']['actions'];
const isSlot = (value: unknown): value is DocumentSlot =>
  typeof value === 'string' && (documentSlots as readonly string[]).includes(value);

/**
 * One application for the admissions office: the applicant's data and form, the three
 * documents shown in the page (and downloadable), the status workflow, internal notes and the
 * audit log. Opening the page is itself written to the log.
 */
export default async function ApplicationReview({
  params,
}: PageProps<'/[locale]/staff/applications/[id]'>) {
  const {
    locale,
    params: { id },
    staff,
  } = await openStaffPage(params, '/staff/applications/[id]', 'admissions');
  const db = await getDb();
  const record = await getApplication(db, id);
  if (!record) notFound();
  // One row per visit (issue #45, item 4): the page read again within a visit (a reload, the
  // refresh after a saved form) writes none; the documents this page shows in its frames and
  // pictures are covered by it (their requests write none); one opened on its own or
  // downloaded writes its own.
  const subject = { type: 'application', id } as const;
  if (!(await loggedRecently(db, staff, 'application.view', subject, VISIT_MS))) {
    await recordAudit(db, staff, 'application.view', subject);
  }
  const log = await auditOf(db, { type: 'application', id });
  const { application, documents, notes } = record;
  const officers = await listAdmissionsOfficers(db);
  const letter =
    application.reviewStatus === 'accepted' ? await currentLetter(db, application.id) : null;
  const letterUrl = `/api/staff/applications/${id}/letter`;
  // Each download link in its own language.
  const { ar, en } = {
    ar: catalogues.ar.Staff.review,
    en: catalogues.en.Staff.review,
  };
  const officerNames = Object.fromEntries(officers.map((officer) => [officer.id, officer.name]));

  const t = await getTranslations({ locale, namespace: 'Staff.review' });
  const slots = await getTranslations({ locale, namespace: 'Upload.slots' });
  const statuses = await getTranslations({ locale, namespace: 'ApplicationStatus.statuses' });
  const messages = await getMessages({ locale });
  const statusNames = Object.fromEntries(
    reviewStatuses.map((status) => [status, statuses(`${status}.label`)]),
  );
  const date = workspaceDateTime(locale);
  const feeText =
    application.feeStatus === 'paid' && application.feeAmount && application.feePaidOn
      ? `${t('feeStatuses.paid')}: ${t('feePaidDetails', {
          amount: feeAmountText(locale, application.feeAmount),
          date: application.feePaidOn,
          bankReference: application.feeBankReference ?? '',
        })}`
      : t(`feeStatuses.${application.feeStatus}`);
  const documentUrl = (slot: string) => `/api/staff/applications/${id}/documents/${slot}`;
  const details: [string, string][] = [
    [t('reference'), application.reference],
    [t('applicant'), application.applicantName],
    [t('email'), application.applicantEmail],
    [t('language'), t(`languages.${application.locale}`)],
    [t('completedAt'), application.completedAt ? date.format(application.completedAt) : '—'],
    [t('status'), statusNames[application.reviewStatus] ?? application.reviewStatus],
    ...(application.reviewMessage
      ? [[t('lastMessage'), application.reviewMessage] as [string, string]]
      : []),
    [t('feeStatus'), feeText],
    ...(application.applicantUpdatedAt
      ? [[t('applicantUpdated'), date.format(application.applicantUpdatedAt)] as [string, string]]
      : []),
  ];
  // A document that came after the application was sent replaced one through the applicant's link.
  const replaced = (receivedAt: Date) =>
    application.completedAt !== null && receivedAt > application.completedAt;

  return (
    <DeskRecordPage
      id="review-title"
      back={{ href: localePath(locale, '/staff/applications'), label: t('backToInbox') }}
      heading={t.rich('title', {
        reference: application.reference,
        // The reference reads left to right and stays whole on a phone, in either language.
        ref: (chunks) => <bdi className="whitespace-nowrap">{chunks}</bdi>,
      })}
      roomy
    >
      <RecordDetails
        id="review-details"
        title={t('details')}
        details={[
          ...details,
          // Started by the documents tab with an external form (APPLICATION_FORM_URL).
          ...(application.form
            ? formAnswers(application.form, locale)
            : [[t('formAnswers'), t('externalForm')] as [string, string]]),
        ].map(
          // Isolated, so an address or a reference keeps its order but the page's alignment.
          ([label, value]) => ({ label, value: <bdi>{value}</bdi> }),
        )}
      />

      <DeskSection id="review-documents" title={t('documents')} className="space-y-4">
        {documents.length === 0 ? (
          <p>{t('documentsRemoved')}</p>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-3">
            {documents.map((document) => {
              const name = slots(document.slot);
              return (
                <li
                  key={document.id}
                  id={`document-${document.slot}`}
                  className="scroll-mt-4 space-y-2"
                  data-document={document.slot}
                >
                  <h3 className="text-lg font-bold">{name}</h3>
                  {document.mimeType === 'application/pdf' ? (
                    <iframe
                      src={documentUrl(document.slot)}
                      title={t('documentFrame', { name })}
                      className="h-96 w-full rounded border border-slate-300 dark:border-slate-600"
                    />
                  ) : (
                    // eslint-disable-next-line @next/next/no-img-element -- a private document, never optimised or cached
                    <img
                      src={documentUrl(document.slot)}
                      alt={t('documentImage', { name, applicant: application.applicantName })}
                      className="max-h-96 w-full rounded border border-slate-300 object-contain dark:border-slate-600"
                    />
                  )}
                  <p className="text-sm">
                    <bdi>{document.fileName}</bdi>
                  </p>
                  {replaced(document.createdAt) ? (
                    <p className="text-sm font-bold text-amber-800 dark:text-amber-300">
                      {t('replacedOn', { date: date.format(document.createdAt) })}
                    </p>
                  ) : null}
                  <p className="flex flex-wrap gap-x-6 gap-y-2">
                    <a href={documentUrl(document.slot)} className="font-bold underline">
                      {t('open', { name })}
                    </a>
                    <a
                      href={`${documentUrl(document.slot)}?download=1`}
                      className="font-bold underline"
                    >
                      {t('download', { name })}
                    </a>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </DeskSection>

      <div className="grid gap-10 lg:grid-cols-2">
        <DeskSection id="review-status-heading" title={t('statusHeading')} className="space-y-4">
          <StatusForm
            locale={locale}
            labels={messages.Staff.review}
            applicationId={id}
            current={application.reviewStatus}
            statusNames={statusNames}
          />
        </DeskSection>
        <DeskSection id="review-notes" title={t('notes')} className="space-y-4">
          <NoteForm locale={locale} labels={messages.Staff.review} applicationId={id} />
          {notes.length === 0 ? (
            <p>{t('noNotes')}</p>
          ) : (
            <ul className="space-y-3">
              {notes.map((note) => (
                <li
                  key={note.id}
                  className="rounded border border-slate-200 p-3 dark:border-slate-700"
                >
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('noteBy', { name: note.authorName, date: date.format(note.createdAt) })}
                  </p>
                  <p className="whitespace-pre-line" dir="auto">
                    {note.body}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </DeskSection>
      </div>

      {letter ? (
        <DeskSection id="review-letter" title={t('letterHeading')} className="max-w-3xl space-y-4">
          <p data-letter-code={letter.code}>
            {t('letterText', { date: date.format(letter.issuedAt), code: letter.code })}
          </p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <a href={`${letterUrl}?lang=ar`} className="font-bold underline" lang="ar">
              {ar.letterDownload}
            </a>
            <a href={`${letterUrl}?lang=en`} className="font-bold underline" lang="en">
              {en.letterDownloadOther}
            </a>
            <a
              href={`${localePath(locale, VERIFY_LETTER_PATH)}#${letter.code}`}
              className="font-bold underline"
            >
              {t('letterCheck')}
            </a>
          </p>
        </DeskSection>
      ) : null}

      <DeskSection id="review-fee" title={t('feeHeading')} className="max-w-3xl space-y-4">
        <p className="font-bold" data-fee-status={application.feeStatus}>
          {feeText}
        </p>
        <FeeForm
          locale={locale}
          labels={messages.Staff.review}
          applicationId={id}
          fee={currentFigures().applicationFee}
          recorded={
            application.feeStatus === 'paid' && application.feeAmount && application.feePaidOn
              ? {
                  amount: application.feeAmount,
                  paidOn: application.feePaidOn,
                  bankReference: application.feeBankReference ?? '',
                }
              : null
          }
        />
      </DeskSection>

      <DeskSection id="review-assign-heading" title={t('assignHeading')} className="max-w-3xl">
        <AssignForm
          locale={locale}
          labels={messages.Staff.review}
          url={`/api/staff/applications/${id}/assign`}
          id="review-assign"
          marker="data-assign-form"
          current={application.assignedTo}
          people={officers}
        />
      </DeskSection>

      <DeskSection id="review-link" title={t('linkHeading')} className="max-w-3xl space-y-4">
        <p>{t('linkText')}</p>
        <LinkForm locale={locale} labels={messages.Staff.review} applicationId={id} />
      </DeskSection>

      <DeskSection id="review-log" title={t('log')}>
        <ol className="space-y-1 text-sm" data-audit-log="">
          {log.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at.toISOString()}>{date.format(entry.at)}</time>
              {' — '}
              <span dir="ltr">{entry.actorEmail}</span>
              {' — '}
              {t(`actions.${entry.action.replace('.', '_') as ActionKey}`, {
                slot: isSlot(entry.detail?.slot) ? slots(entry.detail.slot) : '',
                status:
                  typeof entry.detail?.to === 'string' ? (statusNames[entry.detail.to] ?? '') : '',
                officer:
                  typeof entry.detail?.to === 'string'
                    ? (officerNames[entry.detail.to] ?? entry.detail.to)
                    : t('unassigned'),
                subject: typeof entry.detail?.subject === 'string' ? entry.detail.subject : '',
              })}
            </li>
          ))}
        </ol>
      </DeskSection>
    </DeskRecordPage>
  );
}
