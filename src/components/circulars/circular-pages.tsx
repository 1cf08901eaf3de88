import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getPage } from '@content/index';
import { Link } from '@/components/ui/link';
import { CalendarDays, FileDown, Users } from '@/components/ui/icons';
import { pathOf, type RouteKey } from '@/config/routes';
import { pageLocale } from '@/i18n/page-locale';
import { isLocale, localePath, type Locale } from '@/i18n/routing';
import {
  circularAnchor,
  circularAudiences,
  isCircularAudience,
  type CircularView,
} from '@/lib/circulars';
import { formatDate, formatFileSize } from '@/lib/format';
import {
  readArchivedCirculars,
  readCurrentCirculars,
} from '@/server/circulars/published-circulars';
import { RichText } from '../news/rich-text';
import { metadataFor } from '../page/metadata';
import { PageHeader } from '../page/page-header';

/** The registry's page of an audience's circulars. */
const audiencePage = (audience: (typeof circularAudiences)[number]) =>
  `circulars/${audience}` as const satisfies RouteKey;

type Words = Awaited<ReturnType<typeof getTranslations<'Circulars'>>>;

/**
 * One notice or circular: its kind (and whether it is urgent), its date, whom it is for, its
 * title and text, its document, and its last day. Its anchor is its address.
 */
function CircularCard({
  locale,
  circular,
  heading: Heading,
  archived = false,
  anchored = true,
  t,
}: {
  locale: Locale;
  circular: CircularView;
  heading: 'h2' | 'h3';
  /** Past its last day (an archive's). */
  archived?: boolean;
  /** With its anchor (not in the workspace's two previews, which would repeat it). */
  anchored?: boolean;
  t: Words;
}) {
  const audiences = circular.audiences.map((audience) => t(`audiences.${audience}`));
  return (
    <li>
      <article
        id={anchored ? circularAnchor(circular.slug) : undefined}
        data-circular={circular.slug}
        className={`scroll-mt-24 rounded-xl border p-5 ${
          circular.urgent
            ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40'
            : 'border-slate-200 dark:border-slate-700'
        }`}
      >
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {circular.urgent ? (
            <span className="rounded-full bg-red-700 px-2.5 py-0.5 font-bold text-white">
              {t('urgent')}
            </span>
          ) : null}
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
            {t(`kinds.${circular.kind}`)}
          </span>
          <span className="inline-flex items-center gap-1 text-slate-700 dark:text-slate-300">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={circular.date}>{formatDate(locale, circular.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1 text-slate-700 dark:text-slate-300">
            <Users aria-hidden="true" className="size-4" />
            {t('for', { audiences: audiences.join(locale === 'ar' ? '، ' : ', ') })}
          </span>
        </p>
        <Heading className="mt-2 text-xl font-bold">{circular.title}</Heading>
        <RichText
          source={circular.body}
          locale={locale}
          className="mt-3 space-y-3 leading-relaxed"
          headingsBelow={Heading}
        />
        {circular.file ? (
          <p className="mt-4">
            <a
              href={circular.file.href}
              className="inline-flex items-center gap-2 font-bold text-brand-700 underline dark:text-brand-300"
            >
              <FileDown aria-hidden="true" className="size-5" />
              {circular.file.title}
              {/* Left to right as a whole, also in an Arabic line. */}
              <span dir="ltr" className="font-normal whitespace-nowrap">
                (PDF{circular.file.bytes ? `, ${formatFileSize(circular.file.bytes)}` : ''})
              </span>
            </a>
          </p>
        ) : null}
        {circular.expiresOn ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {t(archived ? 'ended' : 'until', { date: formatDate(locale, circular.expiresOn) })}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/** A circular's card as its page shows it, for the workspace's preview. */
export async function CircularCardPreview({
  locale,
  circular,
}: {
  locale: Locale;
  circular: CircularView;
}) {
  const t = await getTranslations({ locale, namespace: 'Circulars' });
  return (
    <ul>
      <CircularCard locale={locale} circular={circular} heading="h3" anchored={false} t={t} />
    </ul>
  );
}

/** A titled list of circulars (the current ones, an archive), or the words for none. */
function CircularSection({
  id,
  title,
  locale,
  circulars,
  empty,
  archived,
  t,
}: {
  id: string;
  title: string;
  locale: Locale;
  circulars: CircularView[];
  empty: string;
  archived?: boolean;
  t: Words;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {circulars.length === 0 ? (
        <p className="mt-4">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {circulars.map((circular) => (
            <CircularCard
              key={circular.slug}
              locale={locale}
              circular={circular}
              heading="h3"
              archived={archived}
              t={t}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The links to each audience's page. */
function AudienceLinks({ locale, t }: { locale: Locale; t: Words }) {
  return (
    <nav aria-label={t('byAudience')} className="mt-2">
      <h2 className="text-xl font-bold">{t('byAudience')}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {circularAudiences.map((audience) => (
          <li key={audience}>
            <Link
              href={localePath(locale, pathOf(audiencePage(audience)))}
              className="block rounded-xl border border-slate-200 p-4 font-bold text-brand-700 hover:border-brand-500 hover:underline dark:border-slate-700 dark:text-brand-300"
            >
              {getPage(locale, audiencePage(audience)).title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /circulars: the circulars in force today for every audience, urgent first, then the newest. */
export const circularsPage = {
  generateMetadata: metadataFor('circulars'),
  async Page({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await pageLocale(params);
    const circulars = await readCurrentCirculars(locale);
    const t = await getTranslations({ locale, namespace: 'Circulars' });
    return (
      <>
        <PageHeader locale={locale} page="circulars" />
        <div className="container-page space-y-10 py-10">
          <AudienceLinks locale={locale} t={t} />
          <CircularSection
            id="circulars-current"
            title={t('current')}
            locale={locale}
            circulars={circulars}
            empty={t('empty')}
            t={t}
          />
        </div>
      </>
    );
  },
};

/**
 * /circulars/{students|staff|applicants}: an audience's current circulars, then its archive
 * (those past their last day), newest first.
 */
export const circularAudiencePage = {
  async generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string; audience: string }>;
  }): Promise<Metadata> {
    const { locale, audience } = await params;
    if (!isLocale(locale) || !isCircularAudience(audience)) return {};
    return metadataFor(audiencePage(audience))({ params });
  },
  async Page({ params }: { params: Promise<{ locale: string; audience: string }> }) {
    const locale = await pageLocale(params);
    const { audience } = await params;
    if (!isCircularAudience(audience)) notFound();
    const [current, archive] = await Promise.all([
      readCurrentCirculars(locale, audience),
      readArchivedCirculars(locale, audience),
    ]);
    const t = await getTranslations({ locale, namespace: 'Circulars' });
    return (
      <>
        <PageHeader locale={locale} page={audiencePage(audience)} />
        <div className="container-page space-y-10 py-10">
          <CircularSection
            id="circulars-current"
            title={t('current')}
            locale={locale}
            circulars={current}
            empty={t('emptyFor')}
            t={t}
          />
          <CircularSection
            id="circulars-archive"
            title={t('archive')}
            locale={locale}
            circulars={archive}
            empty={t('archiveEmpty')}
            archived
            t={t}
          />
          <p>
            <Link
              href={localePath(locale, pathOf('circulars'))}
              className="font-bold text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('allCurrent')}
            </Link>
          </p>
        </div>
      </>
    );
  },
};
