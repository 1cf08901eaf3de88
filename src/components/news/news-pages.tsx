import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { CalendarDays } from 'lucide-react';
import { getContent } from '@content/index';
import type { NewsItem } from '@content/schema';
import { pathOf } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { newsIllustrations } from '../home/illustrations';
import { pageLocale } from '../page/info-page';
import { metadataFor } from '../page/metadata';
import { PageHeader } from '../page/page-header';
import { EventsJsonLd, NewsArticleJsonLd } from '../seo/structured-data';
import { AllEventsCalendarLink, EventCard } from './event-card';

interface LocaleParams {
  params: Promise<{ locale: string }>;
}

function NewsCard({
  locale,
  item,
  readMore,
}: {
  locale: Locale;
  item: NewsItem;
  readMore: string;
}) {
  const Illustration = newsIllustrations[item.slug];
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 sm:flex-row dark:border-slate-700">
      <Illustration label={item.imageAlt} className="aspect-[16/9] w-full sm:w-72 sm:shrink-0" />
      <div className="p-5">
        <time dateTime={item.date} className="text-sm text-slate-600 dark:text-slate-400">
          {formatDate(locale, item.date)}
        </time>
        <h2 className="mt-1 text-xl font-bold">{item.title}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{item.excerpt}</p>
        <Link
          href={localePath(locale, pathOf(`news/${item.slug}`))}
          className="mt-3 inline-block font-bold text-brand-700 hover:underline dark:text-brand-300"
        >
          {readMore}
          <span className="sr-only">: {item.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** /news: every news item, newest first. */
export const newsIndexPage = {
  generateMetadata: metadataFor('news'),
  async Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const { news } = getContent(locale);
    const t = await getTranslations({ locale, namespace: 'Actions' });
    return (
      <>
        <PageHeader locale={locale} page="news" />
        <div className="container-page space-y-6 py-10">
          {news.map((item) => (
            <NewsCard key={item.slug} locale={locale} item={item} readMore={t('readMore')} />
          ))}
        </div>
      </>
    );
  },
};

/** /news/{slug}: one news item with its full text. */
export function newsArticlePage(slug: NewsItem['slug']) {
  const key = `news/${slug}` as const;
  return {
    generateMetadata: metadataFor(key),
    async Page({ params }: LocaleParams) {
      const locale = await pageLocale(params);
      const item = getContent(locale).news.find((entry) => entry.slug === slug)!;
      const Illustration = newsIllustrations[slug];
      return (
        <>
          <PageHeader locale={locale} page={key} />
          <article className="container-page max-w-3xl py-10">
            <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={item.date}>{formatDate(locale, item.date)}</time>
            </p>
            <Illustration label={item.imageAlt} className="mt-4 aspect-[16/9] w-full rounded-xl" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed">
              {item.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </article>
          <NewsArticleJsonLd locale={locale} item={item} />
        </>
      );
    },
  };
}

/** /events: the upcoming events, soonest first, each with its calendar links; all in one file. */
export const eventsPage = {
  generateMetadata: metadataFor('events'),
  async Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const { events } = getContent(locale);
    return (
      <>
        <PageHeader locale={locale} page="events" />
        <div className="container-page py-10">
          <AllEventsCalendarLink locale={locale} />
          <ul className="mt-6 space-y-4">
            {events.map((event) => (
              <EventCard key={event.id} locale={locale} event={event} headingLevel="h2" />
            ))}
          </ul>
        </div>
        <EventsJsonLd locale={locale} events={events} />
      </>
    );
  },
};
