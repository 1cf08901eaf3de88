import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { CalendarDays, Rss } from '@/components/ui/icons';
import { pathOf } from '@/config/routes';
import { isLocale, localePath, type Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import {
  readPublishedNews,
  readPublishedNewsItem,
  type NewsView,
} from '@/server/news/published-news';
import { readUpcomingEvents } from '@/server/events/published-events';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor, metadataOf } from '../page/metadata';
import { PageHeader } from '../page/page-header';
import { EventsJsonLd, NewsArticleJsonLd } from '../seo/structured-data';
import { AllEventsCalendarLink, EventCard, SubscribeLink } from './event-card';
import { NewsPicture } from './news-picture';
import { RichText } from './rich-text';

interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** The address of a news item's page, in a language. */
export function newsPath(locale: Locale, slug: string): string {
  return localePath(locale, `${pathOf('news')}/${slug}`);
}

/** The address of the news feed of a language (src/app/api/news/feed/[locale]). */
export function newsFeedPath(locale: Locale): string {
  return `/api/news/feed/${locale}`;
}

function NewsCard({
  locale,
  item,
  readMore,
}: {
  locale: Locale;
  item: NewsView;
  readMore: string;
}) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 sm:flex-row dark:border-slate-700">
      <NewsPicture
        item={item}
        sizes="(min-width: 640px) 18rem, 100vw"
        className="aspect-[16/9] w-full sm:w-72 sm:shrink-0"
      />
      <div className="p-5">
        <time dateTime={item.date} className="text-sm text-slate-600 dark:text-slate-400">
          {formatDate(locale, item.date)}
        </time>
        <h2 className="mt-1 text-xl font-bold">{item.title}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{item.excerpt}</p>
        <Link
          href={newsPath(locale, item.slug)}
          className="mt-3 inline-block font-bold text-brand-700 hover:underline dark:text-brand-300"
        >
          {readMore}
          <span className="sr-only">: {item.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The link to a language's news feed, for the metadata of the pages that show news. */
export function newsFeedAlternate(locale: Locale, title: string): Metadata['alternates'] {
  return { types: { 'application/rss+xml': [{ url: newsFeedPath(locale), title }] } };
}

/** /news: every published news item, newest first, read from the database on each request. */
export const newsIndexPage = {
  async generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const metadata = await metadataFor('news')({ params });
    const { locale } = await params;
    if (!isLocale(locale)) return metadata;
    const t = await getTranslations({ locale, namespace: 'News' });
    return {
      ...metadata,
      alternates: { ...metadata.alternates, ...newsFeedAlternate(locale, t('feedTitle')) },
    };
  },
  async Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const news = await readPublishedNews(locale);
    const t = await getTranslations({ locale, namespace: 'Actions' });
    const n = await getTranslations({ locale, namespace: 'News' });
    return (
      <>
        <PageHeader locale={locale} page="news" />
        <div className="container-page space-y-6 py-10">
          <p>
            <a
              href={newsFeedPath(locale)}
              className="inline-flex items-center gap-2 font-bold text-brand-700 hover:underline dark:text-brand-300"
            >
              <Rss aria-hidden="true" className="size-4" />
              {n('feed')}
            </a>
          </p>
          {news.length === 0 ? <p>{n('empty')}</p> : null}
          {news.map((item) => (
            <NewsCard key={item.slug} locale={locale} item={item} readMore={t('readMore')} />
          ))}
        </div>
      </>
    );
  },
};

/** The metadata of a news item's page: its title and summary, its picture to share. */
async function newsMetadata(locale: Locale, item: NewsView): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'News' });
  // Its own share image, like every page's: the title under the college's name.
  const shared = {
    url: `/api/og/news/${locale}/${item.slug}`,
    width: 1200,
    height: 630,
    type: 'image/png',
  };
  const metadata = metadataOf(locale, {
    title: item.title,
    description: item.excerpt,
    path: `${pathOf('news')}/${item.slug}`,
    image: shared,
    type: 'article',
  });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, ...newsFeedAlternate(locale, t('feedTitle')) },
  };
}

/** The body of /news/{slug}: one published news item with its full text. */
export function NewsArticle({ locale, item }: { locale: Locale; item: NewsView }) {
  return (
    <>
      <PageHeader
        locale={locale}
        page="news"
        leaf={{ title: item.title, intro: [item.excerpt], path: `${pathOf('news')}/${item.slug}` }}
      />
      <article className="container-page max-w-3xl py-10">
        <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={item.date}>{formatDate(locale, item.date)}</time>
        </p>
        <NewsPicture
          item={item}
          sizes="(min-width: 48rem) 48rem, 100vw"
          className="mt-4 aspect-[16/9] w-full rounded-xl"
          eager
        />
        <RichText
          source={item.body}
          locale={locale}
          className="mt-6 space-y-4 text-lg leading-relaxed"
        />
      </article>
      <NewsArticleJsonLd locale={locale} item={item} />
    </>
  );
}

/** /news/{slug}: a published news item, by its address; 404 for a draft or an unknown one. */
export const newsArticlePage = {
  async generateMetadata({ params }: { params: Promise<{ locale: string; slug: string }> }) {
    const { locale, slug } = await params;
    if (!isLocale(locale)) return {};
    const item = await readPublishedNewsItem(locale, slug);
    return item ? newsMetadata(locale, item) : {};
  },
  async Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
    const locale = await pageLocale(params);
    const { slug } = await params;
    const item = await readPublishedNewsItem(locale, slug);
    if (!item) notFound();
    return <NewsArticle locale={locale} item={item} />;
  },
};

/** /events: the upcoming published events, soonest first, each with its calendar links. */
export const eventsPage = {
  generateMetadata: metadataFor('events'),
  async Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const events = await readUpcomingEvents(locale);
    const t = await getTranslations({ locale, namespace: 'Events' });
    return (
      <>
        <PageHeader locale={locale} page="events" />
        <div className="container-page py-10">
          <div className="space-y-3">
            <AllEventsCalendarLink locale={locale} />
            <SubscribeLink
              locale={locale}
              feed="events"
              label={t('subscribe')}
              hint={t('subscribeHint')}
            />
          </div>
          {events.length === 0 ? <p className="mt-6">{t('empty')}</p> : null}
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
