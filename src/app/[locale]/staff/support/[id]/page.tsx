import { workspaceDateTime } from '@/lib/format';
import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { openStaffPage } from '@/components/staff/staff-page';
import {
  DeskRecordPage,
  DeskSection,
  RecordDetails,
  type RecordDetail,
} from '@/components/staff/desk-page';
import { AssignForm } from '@/components/staff/assign-form';
import { ReplyForm, SupportStatusForm } from '@/components/staff/support-forms';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { isSupportStatus } from '@/lib/support-desk';
import { getDb } from '@/server/db/client';
import { auditOf, recordAudit } from '@/server/staff/record-audit';
import { listSupportAgents } from '@/server/support/assign-support-request';
import { getSupportRequest } from '@/server/support/get-support-request';
import { listSupportAnswers } from '@/server/support/support-answers';

export const dynamicParams = true;

type ActionKey = keyof Messages['StaffSupport']['request']['actions'];

/**
 * One support request for the support desk: the requester, the thread in order (the request,
 * then every reply with who sent it, when, and where its e-mail stands, and the requester's
 * follow-ups through their reply link), the reply form with the saved answers, closing and
 * reopening, the assignment, and the audit log. Opening the page is itself written to the log.
 */
export default async function SupportRequestPage({
  params,
}: PageProps<'/[locale]/staff/support/[id]'>) {
  const {
    locale,
    params: { id },
    staff,
  } = await openStaffPage(params, '/staff/support/[id]', 'support');
  const db = await getDb();
  const record = await getSupportRequest(db, id);
  if (!record) notFound();
  await recordAudit(db, staff, 'support.view', { type: 'support_request', id });
  const [log, agents, answers] = await Promise.all([
    auditOf(db, { type: 'support_request', id }),
    listSupportAgents(db),
    listSupportAnswers(db),
  ]);
  const { request, replies } = record;
  const agentName = agents.find((agent) => agent.id === request.assignedTo)?.name;

  const t = await getTranslations({ locale, namespace: 'StaffSupport' });
  const issueTypes = await getTranslations({ locale, namespace: 'Support.issueTypes' });
  const messages = await getMessages({ locale });
  const labels = messages.StaffSupport.request;
  const fieldErrors = messages.Staff.fieldErrors;
  const date = workspaceDateTime(locale);
  // Each value isolated, so a name or an address keeps its order but the page's alignment.
  const detail = (label: string, value: string): RecordDetail => ({
    label,
    value: <bdi>{value}</bdi>,
  });
  const details = [
    detail(t('request.name'), request.fullName),
    detail(t('request.email'), request.email),
    detail(t('request.kind'), t(`kinds.${request.kind}`)),
    ...(request.kind === 'contact'
      ? [detail(t('request.subject'), request.subject ?? '')]
      : [detail(t('request.issueType'), issueTypes(request.issueType))]),
    detail(t('request.agent'), agentName ?? t('request.unassigned')),
    detail(t('request.language'), t(`languages.${request.locale}`)),
    detail(t('request.received'), date.format(request.createdAt)),
    {
      ...detail(t('request.status'), t(`statuses.${request.status}`)),
      at: { 'data-support-status': request.status },
    },
  ];
  const isolate = (chunks: ReactNode) => <bdi className="font-bold">{chunks}</bdi>;
  const when = (at: Date) => <time dateTime={at.toISOString()}>{date.format(at)}</time>;

  return (
    <DeskRecordPage
      id="support-request-title"
      back={{ href: localePath(locale, '/staff/support'), label: t('request.backToList') }}
      heading={t.rich('request.title', {
        reference: request.reference,
        // The reference reads left to right and stays whole on a phone, in either language.
        ref: (chunks) => <bdi className="whitespace-nowrap">{chunks}</bdi>,
      })}
      roomy
    >
      <RecordDetails id="support-request-details" title={t('request.details')} details={details} />

      <DeskSection id="support-thread" title={t('request.thread')} className="space-y-4">
        <ol className="space-y-4" data-support-thread="">
          <li className="rounded border border-slate-300 p-4 dark:border-slate-600">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t.rich('request.original', { name: request.fullName, who: isolate })}
              {' — '}
              {when(request.createdAt)}
            </p>
            {/* What the requester typed: plain text, its lines kept, its own direction. */}
            <p className="mt-2 break-words whitespace-pre-wrap" dir="auto">
              {request.description}
            </p>
          </li>
          {replies.map((reply) =>
            reply.from === 'requester' ? (
              // The requester's follow-up, through the link in the desk's e-mails: theirs, so
              // drawn as the request is.
              <li
                key={reply.id}
                className="rounded border border-slate-300 p-4 dark:border-slate-600"
                data-support-follow-up=""
              >
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t.rich('request.followUp', { name: reply.authorName, who: isolate })}
                  {' — '}
                  {when(reply.createdAt)}
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap" dir="auto">
                  {reply.body}
                </p>
              </li>
            ) : (
              <li
                key={reply.id}
                className="rounded border border-brand-200 bg-brand-50 p-4 ms-4 sm:ms-10 dark:border-slate-600 dark:bg-slate-800"
                data-support-reply=""
              >
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t.rich('request.reply', { name: reply.authorName, who: isolate })} (
                  <bdi>{reply.authorEmail}</bdi>){' — '}
                  {when(reply.createdAt)}
                  {' — '}
                  <span data-mail-status={reply.mailStatus ?? 'none'}>
                    {t(`request.mailStatus.${reply.mailStatus ?? 'none'}`)}
                  </span>
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap" dir="auto">
                  {reply.body}
                </p>
              </li>
            ),
          )}
        </ol>
        {replies.every((reply) => reply.from !== 'desk') ? <p>{t('request.noReplies')}</p> : null}
      </DeskSection>

      <div className="grid gap-10 lg:grid-cols-2">
        <DeskSection
          id="support-reply-heading"
          title={t('request.replyHeading')}
          className="space-y-4"
        >
          <ReplyForm
            locale={locale}
            requestId={id}
            labels={labels}
            fieldErrors={fieldErrors}
            hint={t('request.replyHint', { language: t(`languages.${request.locale}`) })}
            answers={answers.map(({ id: answerId, title, body }) => ({
              id: answerId,
              title,
              body,
            }))}
          />
          <p className="text-sm">
            <Link
              href={localePath(locale, '/staff/support/answers')}
              className="text-brand-700 underline dark:text-brand-300"
            >
              {t('request.manageAnswers')}
            </Link>
          </p>
        </DeskSection>
        <DeskSection
          id="support-status-heading"
          title={t('request.statusHeading')}
          className="space-y-4"
        >
          <SupportStatusForm
            locale={locale}
            requestId={id}
            closed={request.status === 'closed'}
            labels={labels}
          />
        </DeskSection>
        <DeskSection
          id="support-assign-heading"
          title={t('request.assignHeading')}
          className="space-y-4"
        >
          <AssignForm
            locale={locale}
            labels={labels}
            url={`/api/staff/support/${id}/assign`}
            id="support-assign"
            marker="data-support-assign-form"
            current={request.assignedTo}
            people={agents}
          />
        </DeskSection>
      </div>

      <DeskSection id="support-log" title={t('request.log')}>
        <ol className="space-y-1 text-sm" data-audit-log="">
          {log.map((entry) => {
            const to = entry.detail?.to;
            return (
              <li key={entry.id}>
                {when(entry.at)}
                {' — '}
                <bdi>{entry.actorEmail}</bdi>
                {' — '}
                {t(`request.actions.${entry.action.replace('.', '_') as ActionKey}`, {
                  status: isSupportStatus(to) ? t(`statuses.${to}`) : '',
                })}
              </li>
            );
          })}
        </ol>
      </DeskSection>
    </DeskRecordPage>
  );
}
