'use client';

import type { Messages } from 'next-intl';
import type { PaymentRow } from '@/config/payment';
import { formatDate, formatDateTimeOf } from '@/lib/format';
import { fill, fillNodes } from '@/lib/template';
import type { ApplicantView } from '@/server/applications/applicant-view';
import { ReplaceDocument } from './replace-document';

type Labels = Messages['YourApplication'];
type StatusLabels = Messages['ApplicationStatus'];

/** Whether the fee is paid, how to pay it, and the transfer receipt sent through this page. */
export function FeeSection({
  locale,
  labels,
  statusLabels,
  view,
  payment,
  link,
  slotName,
  onSent,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  statusLabels: StatusLabels;
  view: ApplicantView;
  payment: { method: string; rows: PaymentRow[] };
  link: { id: string; key: string } | null | undefined;
  slotName: string;
  onSent: () => void;
}) {
  const { fee } = view;
  return (
    <section
      aria-labelledby="yours-fee"
      className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900"
      data-fee={fee.status}
    >
      <h2 id="yours-fee" className="text-xl font-bold text-brand-900 dark:text-white">
        {labels.feeHeading}
      </h2>
      <p className="mt-2 font-bold" data-fee-state="">
        {fee.status === 'paid' && fee.amountText && fee.paidOn
          ? fill(labels.feePaid, {
              amount: fee.amountText[locale],
              date: formatDate(locale, fee.paidOn),
              bankReference: fee.bankReference ?? '',
            })
          : statusLabels.feeStates[fee.status]}
      </p>
      {fee.status === 'paid' ? null : (
        <>
          <p className="mt-2">
            {fillNodes(labels.feeIntro, {
              reference: (
                <bdi key="reference" dir="ltr" className="whitespace-nowrap font-bold">
                  {view.reference}
                </bdi>
              ),
            })}
          </p>
          <h3 className="mt-4 font-bold">{labels.howToPay}</h3>
          <p className="mt-1">{payment.method}</p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]" data-payment-account="">
            {payment.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-bold">{row.label}</dt>
                <dd>{row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}</dd>
              </div>
            ))}
          </dl>
          {fee.proof ? (
            <p className="mt-4" data-fee-proof="">
              {fillNodes(labels.proofSent, {
                fileName: <bdi key="file">{fee.proof.fileName}</bdi>,
                date: formatDateTimeOf(locale, fee.proof.receivedAt),
              })}
            </p>
          ) : null}
          {fee.mayPay && link ? (
            <div className="mt-4">
              <ReplaceDocument
                locale={locale}
                labels={labels}
                slot="payment"
                slotName={slotName}
                upload={link}
                onReplaced={onSent}
                words={{ field: labels.proofField, button: labels.sendProof }}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
