import type { ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/components/page/info-page';
import { MailRetryForm } from '@/components/staff/mail-retry-form';
import { Link } from '@/components/ui/link';
import { intlLocale, localePath } from '@/i18n/routing';
import { COLLEGE_TIME_ZONE } from '@/lib/college-time';
import { isUuid } from '@/lib/uuid';
import { getDb } from '@/server/db/client';
import { getMail } from '@/server/staff/mail/get-mail';
import { auditOf } from '@/server/staff/record-audit';
import { hasRole, requireStaffPage } from '@/server/staff/staff-session';
import { withoutSecrets } from '@/server/mail/secret-links';

export const dynamicParams = true;

/**
 * One message of the outbox, for administrators: where it stands (attempts, last error, next
 * attempt), its subject, recipient and text as sent, the way to send it again when it failed,
 * and the audit log of what staff did with it.
 */
export default async function MailMessage({ params }: PageProps<'/[locale]/staff/mail/[id]'>) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const staff = await requireStaffPage(
    locale,
    localePath(locale, `/staff/mail/${id}`),
    'administrator',
  );
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
  const details: [string, ReactNode, string?][] = [
    [t('message.status'), t(`statuses.${mail.status}`), 'status'],
    [t('message.kind'), kindNames[mail.kind] ?? mail.kind],
    [t('message.recipient'), <bdi key="to">{mail.toAddress}</bdi>],
    [t('message.subject'), <bdi key="subject">{mail.subject}</bdi>],
    [t('message.recorded'), date.format(mail.createdAt)],
    [t('message.sentAt'), mail.sentAt ? date.format(mail.sentAt) : '—'],
    ...(mail.status === 'pending'
      ? [[t('message.nextAttempt'), date.format(mail.nextAttemptAt)] as [string, ReactNode]]
      : []),
    [t('message.attempts'), String(mail.attempts), 'attempts'],
    [
      t('message.lastError'),
      mail.lastError ? (
        <code key="error" className="break-words whitespace-pre-wrap" dir="auto">
          {mail.lastError}
        </code>
      ) : (
        t('message.noError')
      ),
      'error',
    ],
    ...(mail.relatedId ? [[t('message.related'), related()] as [string, ReactNode]] : []),
  ];

  return (
    <article aria-labelledby="mail-message-title" className="space-y-10">
      <header className="space-y-2">
        <p>
          <Link href={localePath(locale, '/staff/mail')} className="underline">
            {t('message.backToList')}
          </Link>
        </p>
        <h1
          id="mail-message-title"
          className="text-3xl font-bold break-words text-brand-900 dark:text-white"
        >
          {t.rich('message.title', {
            to: mail.toAddress,
            // The address reads left to right, in either language.
            bdi: (chunks) => <bdi>{chunks}</bdi>,
          })}
        </h1>
      </header>

      <section aria-labelledby="mail-message-details" className="space-y-3">
        <h2 id="mail-message-details" className="text-2xl font-bold">
          {t('message.details')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {details.map(([label, value, marker]) => (
            <div key={label} className="contents">
              <dt className="font-bold text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="min-w-0 break-words" data-mail-detail={marker}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {mail.status === 'failed' ? (
        <section aria-labelledby="mail-retry-heading" className="space-y-4">
          <h2 id="mail-retry-heading" className="text-2xl font-bold">
            {t('message.retryHeading')}
          </h2>
          <MailRetryForm locale={locale} mailId={mail.id} labels={messages.StaffMailbox.message} />
        </section>
      ) : null}

      <section aria-labelledby="mail-message-body" className="space-y-3">
        <h2 id="mail-message-body" className="text-2xl font-bold">
          {t('message.body')}
        </h2>
        {/* The text as it was sent: plain text, its lines kept, in its own direction. */}
        <pre
          className="overflow-x-auto rounded border border-slate-300 p-4 font-sans break-words whitespace-pre-wrap dark:border-slate-600"
          dir="auto"
          data-mail-body=""
        >
          {withoutSecrets(mail.textBody)}
        </pre>
      </section>

      <section aria-labelledby="mail-log" className="space-y-3">
        <h2 id="mail-log" className="text-2xl font-bold">
          {t('message.log')}
        </h2>
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
      </section>
    </article>
  );
}
