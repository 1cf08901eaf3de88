'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { downloadApplicationPdf } from '../application/documents/download-receipt';
import { notify } from '../notices/notify';
import { secondaryButton } from '../ui/styles';

type Labels = Messages['YourApplication'];

/**
 * One of the application's PDFs again: the receipt, as the confirmation panel gave it, or the
 * admission letter of an accepted application (as the acceptance e-mail carried it).
 */
export function ReceiptDownload({
  kind = 'receipt',
  locale,
  labels,
  link,
  reference,
  text,
}: {
  kind?: 'receipt' | 'letter';
  locale: 'ar' | 'en';
  labels: Labels;
  link: { id: string; key: string };
  reference: string;
  /** What the section says above its button (the letter's day and code). */
  text?: string;
}) {
  const [downloading, setDownloading] = useState(false);
  const words =
    kind === 'letter'
      ? {
          heading: labels.letterHeading,
          text: text ?? '',
          button: labels.downloadLetter,
          failed: labels.letterFailed,
        }
      : {
          heading: labels.receiptHeading,
          text: labels.receiptText,
          button: labels.downloadReceipt,
          failed: labels.downloadFailed,
        };
  async function download() {
    setDownloading(true);
    try {
      await downloadApplicationPdf(
        kind,
        { id: link.id, token: link.key, reference },
        locale,
        words.failed,
      );
    } catch (error) {
      notify({
        title: words.heading,
        description: error instanceof Error ? error.message : words.failed,
        variant: 'error',
      });
    } finally {
      setDownloading(false);
    }
  }
  const id = `yours-${kind}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900"
      data-pdf={kind}
    >
      <h2 id={id} className="text-xl font-bold text-brand-900 dark:text-white">
        {words.heading}
      </h2>
      <p className="mt-2">{words.text}</p>
      <button
        type="button"
        className={`mt-4 ${secondaryButton}`}
        onClick={download}
        disabled={downloading}
        data-download-receipt={kind === 'receipt' ? '' : undefined}
        data-download-letter={kind === 'letter' ? '' : undefined}
      >
        {downloading ? labels.downloading : words.button}
      </button>
    </section>
  );
}
