import type { ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { openStaffPage } from '@/components/staff/staff-page';
import {
  DeskRecordPage,
  DeskSection,
  RecordDetails,
  type RecordDetail,
} from '@/components/staff/desk-page';
import { MailRetryForm } from '@/components/staff/mail-retry-form';
import { Link } from '@/components/ui/link';
import { intlLocale, localePath } from '@/i18n/routing';
import { COLLEGE_TIME_ZONE } from '@/lib/college-time';
import { isUuid } from '@/lib/uuid';
import { getDb } from '@/server/db/client';
import { getMail } from '@/server/mail/get-mail';
import { auditOf } from '@/server/staff/record-audit';
import { hasRole } from '@/server/staff/staff-session';
import { withoutSecrets } from '@/server/mail/secret-links';

export const dynamicParams = true;

/**
 * One message of the outbox, for administrators: where it stands (attempts, last error, next
 * attempt), its subject, recipient and text as sent, the way to send it again when it failed,
 * and the audit log of what staff did with it.
 */
export default async function MailMessage({ params }: PageProps<'/[locale]/staff/mail/[id]'>) {
  const {
    locale,
    params: { id },
    staff,
  } = await openStaffPage(params, '/staff/mail/[id]', 'administrator');
  const db = await getDb();
  const mail = await getMail(db, id);
  if (!mail) notFound();
  const log = await auditOf(db, { type: 'mail', id });

  const t = await getTranslations({ locale, namespace: 'StaffMailbox' });
  const messages = await getMessages({ locale });
  const kindNames: Record<string, string> = messages.StaffMailbox.kinds;
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: COLLEGE_TIME_ZONE,
  });
  /** What the message is about, as a link when this account may open it. */
  const related = (): ReactNode => {
    const relatedId = mail.relatedId;
    if (!relatedId) return null;
    if (isUuid(relatedId) && mail.kind.startsWith('support-') && hasRole(staff, 'support')) {
      return (
        <Link href={localePath(locale, `/staff/support/${relatedId}`)} className="underline">
          {t('message.openSupportRequest')}
        </Link>
      );
    }
    if (isUuid(relatedId) && mail.kind.startsWith('application-') && hasRole(staff, 'admissions')) {
      return (
        <Link href={localePath(locale, `/staff/applications/${relatedId}`)} className="underline">
          {t('message.openApplication')}
        </Link>
      );
    }
    return <bdi>{relatedId}</bdi>;
  };
  const detail = (label: string, value: ReactNode, marker?: string): RecordDetail => ({
    label,
    value,
    at: { className: 'min-w-0 break-words', 'data-mail-detail': marker },
  });
  const details = [
    detail(t('message.status'), t(`statuses.${mail.status}`), 'status'),
    detail(t('message.kind'), kindNames[mail.kind] ?? mail.kind),
    detail(t('message.recipient'), <bdi>{mail.toAddress}</bdi>),
    detail(t('message.subject'), <bdi>{mail.subject}</bdi>),
    detail(t('message.recorded'), date.format(mail.createdAt)),
    detail(t('message.sentAt'), mail.sentAt ? date.format(mail.sentAt) : '—'),
    ...(mail.status === 'pending'
      ? [detail(t('message.nextAttempt'), date.format(mail.nextAttemptAt))]
      : []),
    detail(t('message.attempts'), String(mail.attempts), 'attempts'),
    detail(
      t('message.lastError'),
      mail.lastError ? (
        <code className="break-words whitespace-pre-wrap" dir="auto">
          {mail.lastError}
        </code>
      ) : (
        t('message.noError')
      ),
      'error',
    ),
    ...(mail.relatedId ? [detail(t('message.related'), related())] : []),
  ];

  return (
    <DeskRecordPage
      id="mail-message-title"
      back={{ href: localePath(locale, '/staff/mail'), label: t('message.backToList') }}
      heading={t.rich('message.title', {
        to: mail.toAddress,
        // The address reads left to right, in either language.
        bdi: (chunks) => <bdi>{chunks}</bdi>,
      })}
      wrapHeading
      roomy
    >
      <RecordDetails id="mail-message-details" title={t('message.details')} details={details} />

      {mail.status === 'failed' ? (
        <DeskSection
          id="mail-retry-heading"
          title={t('message.retryHeading')}
          className="space-y-4"
        >
          <MailRetryForm locale={locale} mailId={mail.id} labels={messages.StaffMailbox.message} />
        </DeskSection>
      ) : null}

      <DeskSection id="mail-message-body" title={t('message.body')}>
        {/* The text as it was sent: plain text, its lines kept, in its own direction. */}
        <pre
          className="overflow-x-auto rounded border border-slate-300 p-4 font-sans break-words whitespace-pre-wrap dark:border-slate-600"
          dir="auto"
          data-mail-body=""
        >
          {withoutSecrets(mail.textBody)}
        </pre>
      </DeskSection>

      <DeskSection id="mail-log" title={t('message.log')}>
        {log.length === 0 ? (
          <p>{t('message.noLog')}</p>
        ) : (
          <ol className="space-y-1 text-sm" data-audit-log="">
            {log.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at.toISOString()}>{date.format(entry.at)}</time>
                {' — '}
                <bdi>{entry.actorEmail}</bdi>
                {' — '}
                {t('message.actions.mail_retry', {
                  attempts: Number(entry.detail?.attempts ?? 0),
                })}
              </li>
            ))}
          </ol>
        )}
      </DeskSection>
    </DeskRecordPage>
  );
}
