import {
  Download as downloadNode,
  LoaderCircle as loaderCircleNode,
  Printer as printerNode,
} from 'lucide';
import { icon } from '@/components/ui/icon';
import { useState, type RefObject } from 'react';
import type { Messages } from 'next-intl';
import { formatDateTimeOf, formatFileSize } from '@/lib/format';
import { fill } from '@/lib/template';
import { notify } from '../../notices/notify';
import { downloadReceipt } from './download-receipt';
import { primaryButton, secondaryButton } from '../../ui/styles';
import type { FeeInfo } from './fee-info';
import type { Receipt } from './upload-state';

const Download = icon('download', downloadNode);
const LoaderCircle = icon('loader-circle', loaderCircleNode);
const Printer = icon('printer', printerNode);

/**
 * The confirmation after the documents are in: the reference, what happens next, how to pay the
 * application fee, and the receipt — on the page (printable: the print styles leave the site's
 * chrome out) and as a PDF from the server, in the page's language.
 */
export function Confirmation({
  locale,
  labels,
  receiptLabels: r,
  fee,
  statusHref,
  receipt,
  heading,
  onStartAgain,
}: {
  locale: 'ar' | 'en';
  labels: Messages['Upload'];
  receiptLabels: Messages['Receipt'];
  fee: FeeInfo;
  statusHref: string;
  receipt: Receipt;
  heading: RefObject<HTMLHeadingElement | null>;
  onStartAgain: () => void;
}) {
  const [downloading, setDownloading] = useState(false);

  async function downloadPdf() {
    setDownloading(true);
    try {
      await downloadReceipt(receipt, locale, labels.networkError);
    } catch (error) {
      notify({
        title: labels.noticeUploadErrorTitle,
        description: error instanceof Error ? error.message : labels.networkError,
        variant: 'error',
      });
    } finally {
      setDownloading(false);
    }
  }

  const rows: [string, string, boolean?][] = [
    [r.applicant, receipt.name],
    [r.email, receipt.email, true],
    ...(receipt.programme ? ([[r.programme, receipt.programme]] as [string, string][]) : []),
    [r.submitted, formatDateTimeOf(locale, receipt.submittedAt)],
  ];

  return (
    <div className="space-y-6" data-testid="confirmation">
      <div className="rounded-lg bg-brand-700 p-8 text-center text-white dark:bg-brand-800">
        <h2 ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          {labels.confirmationTitle}
        </h2>
        <p className="mt-4 text-lg">{labels.confirmationReference}</p>
        <p
          className="mt-1 text-2xl font-bold tracking-wider whitespace-nowrap sm:text-3xl"
          dir="ltr"
          data-testid="reference"
        >
          {receipt.reference}
        </p>
      </div>
      <p className="text-lg text-slate-800 dark:text-slate-200">
        {fill(labels.confirmationEmail, { email: receipt.email })}
      </p>
      <section aria-labelledby="next-steps">
        <h3 id="next-steps" className="text-xl font-bold text-brand-900 dark:text-white">
          {labels.nextHeading}
        </h3>
        <ol className="mt-3 list-decimal space-y-2 ps-6 text-slate-700 dark:text-slate-300">
          <li>{labels.next1}</li>
          <li>{labels.next2}</li>
          <li>{labels.next3}</li>
        </ol>
      </section>

      <section
        aria-labelledby="receipt-heading"
        className="space-y-4 rounded-lg border border-slate-300 p-5 dark:border-slate-600"
        data-testid="receipt"
      >
        <h3 id="receipt-heading" className="text-xl font-bold text-brand-900 dark:text-white">
          {r.title}
        </h3>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <dt className="font-bold text-slate-700 dark:text-slate-300">{r.reference}</dt>
          <dd className="font-bold text-slate-900 dark:text-slate-100">
            <bdi dir="ltr" className="whitespace-nowrap">
              {receipt.reference}
            </bdi>
          </dd>
          {rows.map(([label, value, ltr]) => (
            <div key={label} className="contents">
              <dt className="font-bold text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="break-words text-slate-900 dark:text-slate-100">
                {ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}
              </dd>
            </div>
          ))}
        </dl>
        <h4 className="font-bold text-brand-900 dark:text-white">{r.documents}</h4>
        <ul className="list-disc space-y-1 ps-6 text-slate-800 dark:text-slate-200">
          {receipt.documents.map((document) => (
            <li key={document.slot}>
              {labels.slots[document.slot]}: <bdi>{document.fileName}</bdi> (
              <span dir="ltr">{formatFileSize(document.sizeBytes)}</span>)
            </li>
          ))}
        </ul>
        <h4 className="font-bold text-brand-900 dark:text-white">{r.feeHeading}</h4>
        <p className="text-slate-800 dark:text-slate-200">{r.feeAmount}</p>
        <p className="text-slate-800 dark:text-slate-200">
          <span className="font-bold">{r.howToPay}: </span>
          {fee.paymentMethod}
        </p>
        <ul className="space-y-1 text-slate-800 dark:text-slate-200" data-payment-account="">
          {fee.account.map((row) => (
            <li key={row.label}>
              <span className="font-bold">{row.label}: </span>
              {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
            </li>
          ))}
        </ul>
        <p className="text-slate-800 dark:text-slate-200">
          <span className="font-bold">{r.office}: </span>
          {fee.address} — {fee.hours} — <bdi dir="ltr">{fee.phone}</bdi> —{' '}
          <bdi dir="ltr">{fee.email}</bdi>
        </p>
        <p className="font-bold text-slate-800 dark:text-slate-200">{r.keep}</p>
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="button" className={primaryButton} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {r.print}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={downloading}
            aria-busy={downloading || undefined}
            onClick={() => void downloadPdf()}
          >
            {downloading ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {r.download}
          </button>
          <a
            href={statusHref}
            className="inline-flex items-center font-bold text-brand-700 underline dark:text-brand-300"
          >
            {r.statusLink}
          </a>
        </div>
      </section>

      <button type="button" className={`${secondaryButton} print:hidden`} onClick={onStartAgain}>
        {labels.startAgain}
      </button>
    </div>
  );
}
