'use client';

import type { Messages } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { StoredSlot } from '@/lib/document-slots';
import { formatDateTimeOf, formatDayOf, formatFileSize } from '@/lib/format';
import type { PaymentRow } from '@/config/payment';
import { fill } from '@/lib/template';
import { isUuid } from '@/lib/uuid';
import type { ApplicantView } from '@/server/applications/applicant-view';
import { eagerHydration } from '@runtime/contract';
import { Link } from '../ui/link';
import { secondaryButton } from '../ui/styles';
import { ReplaceDocument } from './replace-document';
import { FeeSection } from './fee-section';
import { ReceiptDownload } from './receipt-download';
import { StatusSummary, withReference } from './status-summary';

type Labels = Messages['YourApplication'];
type StatusLabels = Messages['ApplicationStatus'];

/** `#<application id>.<key>`, as the personal link ends (applicant-link.ts). */
function linkOf(hash: string): { id: string; key: string } | null {
  const match = /^#([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,64})$/.exec(hash);
  return match && isUuid(match[1]!) ? { id: match[1]!, key: match[2]! } : null;
}

/**
 * The link's '#…' kept for this tab (sessionStorage), so that the page opened again without it
 * (the language toggle, a link back from another page) still opens the application.
 */
const KEPT_LINK = 'college-your-application';
function linkHash(): string {
  if (location.hash) return location.hash;
  try {
    return sessionStorage.getItem(KEPT_LINK) ?? '';
  } catch {
    return '';
  }
}

function onHashChange(changed: () => void) {
  addEventListener('hashchange', changed);
  return () => removeEventListener('hashchange', changed);
}

/** What GET /api/applications/{id} says of the link. */
async function viewOf(link: { id: string; key: string }): Promise<State> {
  try {
    const response = await fetch(`/api/applications/${link.id}`, {
      headers: { authorization: `Bearer ${link.key}` },
      cache: 'no-store',
    });
    if (response.status === 404) return { kind: 'refused' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'open', view: (await response.json()) as ApplicantView };
  } catch {
    return { kind: 'failed' };
  }
}

type State =
  | { kind: 'opening' }
  | { kind: 'no-link' }
  | { kind: 'refused' }
  | { kind: 'failed' }
  | { kind: 'open'; view: ApplicantView };

interface Props {
  locale: 'ar' | 'en';
  labels: Labels;
  statusLabels: StatusLabels;
  slotNames: Record<StoredSlot, string>;
  statusHref: string;
  feesHref: string;
  /** The application page, whose documents tab takes the documents of a form sent alone. */
  applicationHref: string;
  /** How to pay and to which account, from the configuration (config/payment.ts). */
  payment: { method: string; rows: PaymentRow[] };
}

/**
 * The applicant's own page, opened by their personal link (issue #44). The key after '#' never
 * reaches a server's log: it is read here and sent as `Authorization: Bearer` to
 * GET /api/applications/{id}. The page shows the status and the office's message, the
 * documents (each replaceable while the office asks for more information), and the receipt.
 */
export function YourApplication({
  locale,
  labels,
  statusLabels,
  slotNames,
  statusHref,
  feesHref,
  applicationHref,
  payment,
}: Props) {
  const hash = useSyncExternalStore(onHashChange, linkHash, () => null);
  // undefined until the page runs in the browser; null for an address without a link.
  const link = useMemo(() => (hash === null ? undefined : linkOf(hash)), [hash]);
  // What the server said, and of which link: another link opened in the page shows nothing of it.
  const [loaded, setLoaded] = useState<{ key: string; state: State } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    (opened: { id: string; key: string }, focus = true) =>
      viewOf(opened).then((next) => {
        setLoaded({ key: opened.key, state: next });
        // Opened (or tried again): the heading says what came of it. After a replaced
        // document the focus stays where the applicant is, and a notice says it arrived.
        if (focus) requestAnimationFrame(() => heading.current?.focus());
      }),
    [],
  );
  useEffect(() => {
    if (!link) return;
    const kept = `#${link.id}.${link.key}`;
    try {
      sessionStorage.setItem(KEPT_LINK, kept);
    } catch {
      // Storage refused (a private window): the address keeps the link.
    }
    if (location.hash !== kept) history.replaceState(history.state, '', kept);
    void load(link);
  }, [link, load]);
  const state: State =
    link === null
      ? { kind: 'no-link' }
      : link && loaded?.key === link.key
        ? loaded.state
        : { kind: 'opening' };

  const box =
    'rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900';
  const title = 'text-xl font-bold text-brand-900 dark:text-white';

  if (state.kind !== 'open') {
    const words = {
      opening: [labels.opening, null],
      'no-link': [labels.noLinkTitle, labels.noLinkText],
      refused: [labels.refusedTitle, labels.refusedText],
      failed: [labels.failedTitle, labels.failedText],
    }[state.kind];
    return (
      <div
        className={`max-w-2xl ${box}`}
        data-your-application={state.kind}
        {...eagerHydration}
        role={state.kind === 'opening' ? 'status' : undefined}
      >
        <h2 ref={heading} tabIndex={-1} className={`${title} focus:outline-none`}>
          {words[0]}
        </h2>
        {words[1] ? <p className="mt-2">{words[1]}</p> : null}
        {state.kind === 'failed' && link ? (
          <button type="button" className={`mt-4 ${secondaryButton}`} onClick={() => load(link)}>
            {labels.tryAgain}
          </button>
        ) : state.kind !== 'opening' ? (
          <p className="mt-4">
            <Link
              href={statusHref}
              className="font-bold text-brand-700 underline dark:text-brand-300"
            >
              {labels.statusPage}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

  const { view } = state;
  if (!view.complete && link) {
    return (
      <div className={`max-w-2xl ${box}`} data-your-application="incomplete" {...eagerHydration}>
        <h2 ref={heading} tabIndex={-1} className={`${title} focus:outline-none`}>
          {labels.incompleteTitle}
        </h2>
        <p className="mt-2">{labels.incompleteText}</p>
        <p className="mt-4">
          <a
            href={`${applicationHref}?tab=documents#continue=${link.id}.${link.key}`}
            className="font-bold text-brand-700 underline dark:text-brand-300"
          >
            {labels.incompleteLink}
          </a>
        </p>
      </div>
    );
  }
  const details: [string, string, boolean?][] = [
    [labels.name, view.name],
    [labels.email, view.email, true],
    ...(view.programme ? ([[labels.programme, view.programme[locale]]] as [string, string][]) : []),
    ...(view.intake ? ([[labels.intake, view.intake, true]] as [string, string, boolean][]) : []),
    [labels.submitted, formatDateTimeOf(locale, view.submittedAt)],
  ];

  return (
    <div className="max-w-3xl space-y-8" data-your-application="open" {...eagerHydration}>
      <section aria-labelledby="yours-title" className={box}>
        <h2 id="yours-title" ref={heading} tabIndex={-1} className={`${title} focus:outline-none`}>
          {withReference(labels.heading, view.reference)}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{labels.private}</p>
        <StatusSummary
          locale={locale}
          labels={statusLabels}
          status={view.status}
          updatedAt={view.updatedAt}
          message={view.message}
          feesHref={feesHref}
          rows={details.map(([label, value, ltr]) => ({
            label,
            value: ltr ? <bdi dir="ltr">{value}</bdi> : value,
          }))}
          body={view.status === 'more_information' ? labels.moreInformation : undefined}
        />
      </section>

      {link && view.letter ? (
        <ReceiptDownload
          kind="letter"
          locale={locale}
          labels={labels}
          link={link}
          reference={view.reference}
          text={fill(labels.letterText, {
            date: formatDayOf(locale, view.letter.issuedAt),
            code: view.letter.code,
          })}
        />
      ) : null}
      <section aria-labelledby="yours-documents" className={box}>
        <h2 id="yours-documents" className={title}>
          {labels.documentsHeading}
        </h2>
        {view.applicantUpdatedAt ? (
          <p className="mt-2 font-bold" data-applicant-updated="">
            {fill(labels.updatedNote, { date: formatDateTimeOf(locale, view.applicantUpdatedAt) })}
          </p>
        ) : null}
        {view.mayReplace ? <p className="mt-2">{labels.replaceIntro}</p> : null}
        {view.documentsDeleted ? (
          <p className="mt-2">{labels.documentsDeleted}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {view.documents.map((document) => (
              <li
                key={document.slot}
                className="space-y-2 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-700"
                data-document={document.slot}
              >
                <h3 className="font-bold">{slotNames[document.slot]}</h3>
                <p>
                  <bdi>{document.fileName}</bdi> ·{' '}
                  <bdi dir="ltr">{formatFileSize(document.sizeBytes)}</bdi> ·{' '}
                  {fill(labels.receivedOn, { date: formatDateTimeOf(locale, document.receivedAt) })}
                </p>
                {view.mayReplace && link ? (
                  <ReplaceDocument
                    locale={locale}
                    labels={labels}
                    slot={document.slot}
                    slotName={slotNames[document.slot]}
                    upload={link}
                    onReplaced={() => void load(link, false)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <FeeSection
        locale={locale}
        labels={labels}
        statusLabels={statusLabels}
        view={view}
        payment={payment}
        link={link}
        slotName={slotNames.payment}
        onSent={() => link && void load(link, false)}
      />

      {link ? (
        <ReceiptDownload locale={locale} labels={labels} link={link} reference={view.reference} />
      ) : null}
    </div>
  );
}
