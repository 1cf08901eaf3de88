'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { downloadReceipt } from '../application/documents/download-receipt';
import { notify } from '../notices/notify';
import { secondaryButton } from '../ui/styles';

type Labels = Messages['YourApplication'];

/** The receipt again, as the confirmation panel gave it. */
export function ReceiptDownload({
  locale,
  labels,
  link,
  reference,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  link: { id: string; key: string };
  reference: string;
}) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadReceipt(
        { id: link.id, token: link.key, reference },
        locale,
        labels.downloadFailed,
      );
    } catch (error) {
      notify({
        title: labels.receiptHeading,
        description: error instanceof Error ? error.message : labels.downloadFailed,
        variant: 'error',
      });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <section
      aria-labelledby="yours-receipt"
      className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900"
    >
      <h2 id="yours-receipt" className="text-xl font-bold text-brand-900 dark:text-white">
        {labels.receiptHeading}
      </h2>
      <p className="mt-2">{labels.receiptText}</p>
      <button
        type="button"
        className={`mt-4 ${secondaryButton}`}
        onClick={download}
        disabled={downloading}
        data-download-receipt=""
      >
        {downloading ? labels.downloading : labels.downloadReceipt}
      </button>
    </section>
  );
}
