'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Messages } from 'next-intl';
import type { ProgrammeId } from '@/lib/application-form';
import type { ApplicationWindow } from '@/lib/application-windows';
import type { CollegeFigures } from '@/lib/college-figures';
import { dirOf } from '@/i18n/routing';
import { Tabs } from '../ui/tabs';
import { ApplicationForm } from './form/application-form';
import type { FeeInfo } from './documents/fee-info';
import { whenEngaged } from '../ui/when-engaged';
import { keepStarted, readStarted, type StartedApplication } from './started-application';
import { eagerHydration } from '@runtime/contract';
import type { ApplicantView } from '@/server/applications/applicant-view';
import { notify } from '../notices/notify';

interface Props {
  locale: 'ar' | 'en';
  labels: Messages['Upload'];
  formLabels: Messages['ApplicationForm'];
  receiptLabels: Messages['Receipt'];
  /** The external form's frame (when APPLICATION_FORM_URL is set); else our own form. */
  externalForm: ReactNode | null;
  programmeNames: Record<ProgrammeId, string>;
  intakes: string[];
  /** The programmes' application windows today (medicine's), and whether early ones are taken. */
  windows: Partial<Record<ProgrammeId, ApplicationWindow>>;
  earlyApplications: boolean;
  /** The admission minimums the college set, for the form's own check. */
  minimums: CollegeFigures['minimums'];
  retentionDays: number;
  fee: FeeInfo;
  statusHref: string;
  /** The applicant's own page, where a link to a sent application goes. */
  yourApplicationHref: string;
}

const TAB_PARAM = 'tab';
/** `#continue=<application id>.<key>`, as the e-mailed documents link ends. */
const CONTINUE_HASH = /^#continue=([0-9a-f-]{36})\.([\w-]{20,64})$/;

/**
 * The documents tab's code, in a chunk of its own: most visits start on the form, so the page
 * neither downloads nor hydrates the upload form with its first load (#23). It is fetched when
 * the browser is idle after the visitor first taps, types or focuses on the page, or when the
 * tab is first shown, and rendered from then on.
 */
const loadDocumentsUpload = () => import('./documents/documents-upload');
const DocumentsUpload = lazy(() =>
  loadDocumentsUpload().then((module) => ({ default: module.DocumentsUpload })),
);

/**
 * The application page's two tabs (spec 000 section 2): 'form' (default) and 'documents'. With
 * our own form, the application it creates is handed to the documents tab, which opens on it;
 * both survive a reload (the started application is kept in this browser until complete).
 */
export function ApplicationWorkspace({
  locale,
  labels,
  formLabels,
  receiptLabels,
  externalForm,
  programmeNames,
  intakes,
  windows,
  earlyApplications,
  minimums,
  retentionDays,
  fee,
  statusHref,
  yourApplicationHref,
}: Props) {
  const [tab, setTab] = useState('form');
  const [started, setStarted] = useState<StartedApplication | null>(null);
  // Once shown, the documents tab stays rendered, so the files chosen there survive a visit to
  // the form tab.
  const [documentsOpened, setDocumentsOpened] = useState(false);
  if (tab === 'documents' && !documentsOpened) setDocumentsOpened(true);

  useEffect(() => whenEngaged(() => void loadDocumentsUpload()), []);

  useEffect(() => {
    const continued = CONTINUE_HASH.exec(location.hash);
    if (continued) {
      // The e-mailed link of a form whose documents are missing (documents-reminder.ts): the
      // key leaves the address bar, and the application opens here, on any device.
      history.replaceState(history.state, '', location.pathname + location.search);
      void openContinued(continued[1]!, continued[2]!);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring after hydration
    setStarted(readStarted());
    // Run once, at hydration: the link is read from the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Opens the application of an e-mailed link on its documents tab, or its page once sent. */
  async function openContinued(id: string, key: string) {
    try {
      const response = await fetch(`/api/applications/${id}`, {
        headers: { authorization: `Bearer ${key}` },
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(String(response.status));
      const view = (await response.json()) as ApplicantView;
      if (view.complete) {
        location.replace(`${yourApplicationHref}#${id}.${key}`);
        return;
      }
      start({
        id,
        token: key,
        reference: view.reference,
        name: view.name,
        email: view.email,
        programme: view.programme?.[locale] ?? '',
      });
      show('documents');
    } catch {
      setStarted(readStarted());
      notify({
        title: labels.continueFailedTitle,
        description: labels.continueFailed,
        variant: 'error',
      });
    }
  }

  function show(next: string) {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'form') url.searchParams.delete(TAB_PARAM);
    else url.searchParams.set(TAB_PARAM, next);
    window.history.replaceState(window.history.state, '', url);
    window.scrollTo({ top: document.getElementById('application-tabs')?.offsetTop ?? 0 });
  }

  function start(application: StartedApplication | null) {
    keepStarted(application);
    setStarted(application);
  }

  return (
    // A saved draft and the documents' state are restored by script: the page starts it at once.
    <div id="application-tabs" {...eagerHydration}>
      <Tabs
        label={labels.tabsLabel}
        dir={dirOf(locale)}
        defaultTab="form"
        urlParam={TAB_PARAM}
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            id: 'form',
            label: labels.tabForm,
            content: externalForm ?? (
              <ApplicationForm
                locale={locale}
                labels={formLabels}
                programmeNames={programmeNames}
                intakes={intakes}
                windows={windows}
                earlyApplications={earlyApplications}
                minimums={minimums}
                retentionDays={retentionDays}
                office={{ phone: fee.phone, email: fee.email }}
                started={started}
                onShowDocuments={() => show('documents')}
                onNewApplication={() => start(null)}
                onCreated={(application) => {
                  start(application);
                  show('documents');
                }}
              />
            ),
          },
          {
            id: 'documents',
            label: labels.tabDocuments,
            content: documentsOpened ? (
              <Suspense fallback={null}>
                <DocumentsUpload
                  locale={locale}
                  labels={labels}
                  receiptLabels={receiptLabels}
                  fee={fee}
                  statusHref={statusHref}
                  started={started}
                  ownForm={externalForm === null}
                  onShowForm={() => show('form')}
                  onComplete={() => start(null)}
                  onLeaveStarted={() => start(null)}
                />
              </Suspense>
            ) : null,
          },
        ]}
      />
    </div>
  );
}
