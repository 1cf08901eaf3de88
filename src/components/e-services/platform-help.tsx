import { BookOpen, FileDown, LifeBuoy } from '@/components/ui/icons';
import { statSync } from 'node:fs';
import path from 'node:path';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { eServicesGuideHref } from '@content/e-services';
import { platformFaqWords } from '@/server/pages/published-pages';
import type { Locale } from '@/i18n/routing';
import { faqPageJsonLd } from '@/components/seo/structured-data-builders';
import { JsonLd } from '../seo/json-ld';
import { FaqDialog } from './faq-dialog';
import { GuideDownload } from './guide-download';
import type { SupportLabels } from './support-labels';
import { SupportRequestDialog } from './support-request';

function sizeOf(href: string): string {
  const bytes = statSync(path.join(process.cwd(), 'assets', href)).size;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Card({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-5 dark:border-slate-700">
      <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900 dark:text-white">
        {icon}
        {title}
      </h3>
      <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{body}</p>
      <div className="mt-4">{children}</div>
    </li>
  );
}

/** The hub's three cards: the user guide download, the FAQ dialog and the support request dialog. */
export async function PlatformHelp({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const href = eServicesGuideHref[locale];
  const support: SupportLabels = (await getMessages({ locale })).Support;
  return (
    <section aria-labelledby="platform-help-heading" className="container-page pb-4">
      <h2 id="platform-help-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        {t('Platform.toolsHeading')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        <Card
          icon={<FileDown aria-hidden="true" className="size-5" />}
          title={t('Platform.guideTitle')}
          body={t('Platform.guideBody', { size: sizeOf(href) })}
        >
          <GuideDownload
            href={href}
            fileName={t('Platform.guideFileName')}
            label={t('Platform.guideDownload')}
            notice={{
              title: t('Platform.guideNoticeTitle'),
              description: t('Platform.guideNoticeBody'),
            }}
          />
        </Card>
        <Card
          icon={<BookOpen aria-hidden="true" className="size-5" />}
          title={t('Platform.faqTitle')}
          body={t('Platform.faqBody')}
        >
          <FaqDialog
            items={await platformFaqWords(locale)}
            labels={{
              open: t('Platform.faqOpen'),
              title: t('Platform.faqTitle'),
              description: t('Platform.faqDialogDescription'),
              close: t('Support.close'),
            }}
          />
        </Card>
        <Card
          icon={<LifeBuoy aria-hidden="true" className="size-5" />}
          title={support.cardTitle}
          body={support.cardBody}
        >
          <SupportRequestDialog locale={locale} labels={support} />
        </Card>
      </ul>
    </section>
  );
}

/** The seven questions as FAQPage structured data (schema.org) for search engines. */
export async function FaqStructuredData({ locale }: { locale: Locale }) {
  return <JsonLd data={faqPageJsonLd(locale, await platformFaqWords(locale))} />;
}
