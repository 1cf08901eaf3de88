import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import {
  ArrowRight,
  BookOpen,
  Calendar,
  FileText,
  GraduationCap,
  Library,
  Mail,
  Monitor,
  Users,
} from '@/components/ui/icons';
import type { HomeContent, quickLinkIcons, tones } from '@content/schema';
import { pathOf, type RouteKey } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { AllEventsCalendarLink, EventCard } from '../news/event-card';
import { EventsJsonLd } from '../seo/structured-data';
import { CampusIllustration } from './illustrations';
import { NewsPicture } from '../news/news-picture';
import { newsPath } from '../news/news-pages';
import { readPublishedNews } from '@/server/news/published-news';
import { readUpcomingEvents } from '@/server/events/published-events';
import { homeWords } from '@/server/pages/published-pages';

const icons: Record<(typeof quickLinkIcons)[number], typeof BookOpen> = {
  'graduation-cap': GraduationCap,
  calendar: Calendar,
  'book-open': BookOpen,
  monitor: Monitor,
  users: Users,
  'file-text': FileText,
  mail: Mail,
  library: Library,
};

const toneClasses: Record<(typeof tones)[number], string> = {
  teal: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  rose: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
  violet: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  emerald: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
};

/**
 * A part of the home page: drawn with the words visitors see now, or with `words` given (the
 * workspace's preview of a draft).
 */
interface HomePart {
  locale: Locale;
  words?: HomeContent;
}

const href = (locale: Locale, key: string) => localePath(locale, pathOf(key as RouteKey));

// Directional icons point right and flip in Arabic (`rtl:` also matches SVG, `ltr:` does not reliably).
const Arrow = () => <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />;

/** "All news", "All programmes", …: the page that lists everything a home section shows a part of. */
function AllLink({
  locale,
  page,
  children,
}: {
  locale: Locale;
  page: RouteKey;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={localePath(locale, pathOf(page))}
      className="inline-flex items-center gap-1 font-bold text-brand-700 hover:underline dark:text-brand-300"
    >
      {children}
      <Arrow />
    </Link>
  );
}

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl dark:text-white">
      {children}
    </h2>
  );
}

export async function Hero({ locale, words }: HomePart) {
  const t = await getTranslations({ locale, namespace: 'Actions' });
  const { hero } = words ?? (await homeWords(locale));
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-brand-50 to-white dark:from-brand-950 dark:to-slate-950"
    >
      <div className="container-page grid items-center gap-8 py-12 md:grid-cols-2 md:py-16">
        <div>
          <p className="font-bold text-brand-700 dark:text-brand-300">{hero.kicker}</p>
          <h1
            id="hero-title"
            className="mt-2 text-3xl font-bold text-brand-950 sm:text-5xl dark:text-white"
          >
            {hero.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href={localePath(locale, pathOf('admission'))}
              className={buttonVariants({ variant: 'accent', size: 'xl' })}
            >
              {t('applyNow')}
            </Link>
            <Link
              href={localePath(locale, pathOf('study/programs'))}
              className={buttonVariants({
                variant: 'secondary',
                size: 'xl',
                // The hero's outline is heavier, and lighter in the dark theme, than a form's.
                className: 'border-2 dark:text-brand-100 dark:hover:bg-brand-900',
              })}
            >
              {t('explorePrograms')}
            </Link>
          </div>
        </div>
        <CampusIllustration
          label={hero.imageAlt}
          className="aspect-[16/9] w-full rounded-2xl shadow-lg"
        />
      </div>
    </section>
  );
}

export async function QuickLinks({ locale, words }: HomePart) {
  const { quickLinks } = words ?? (await homeWords(locale));
  return (
    <section aria-labelledby="quick-links" className="container-page py-12">
      <SectionHeading id="quick-links">{quickLinks.heading}</SectionHeading>
      <ul
        className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6"
        data-testid="quick-links"
      >
        {quickLinks.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.id}>
              <Link
                href={href(locale, item.href)}
                className={`flex h-full flex-col items-center gap-3 rounded-xl p-5 text-center font-bold hover:shadow-md ${toneClasses[item.bgColor]}`}
              >
                <Icon aria-hidden="true" className="size-8" />
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export async function InstructorPromo({ locale, words }: HomePart) {
  const t = await getTranslations({ locale, namespace: 'Actions' });
  const { instructorPromo } = words ?? (await homeWords(locale));
  return (
    <section aria-labelledby="instructor-promo" className="container-page pb-12">
      <div className="flex flex-col gap-6 rounded-2xl bg-brand-800 p-8 text-white md:flex-row md:items-center dark:bg-brand-900">
        <div className="flex-1">
          <h2 id="instructor-promo" className="text-2xl font-bold">
            {instructorPromo.heading}
          </h2>
          <p className="mt-3 text-brand-50">{instructorPromo.text}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {instructorPromo.subjects.map((subject) => (
              <li key={subject} className="rounded-full bg-white/15 px-3 py-1 text-sm">
                {subject}
              </li>
            ))}
          </ul>
        </div>
        <Link
          href={localePath(locale, pathOf('courses'))}
          className={buttonVariants({
            variant: 'accent',
            size: 'xl',
            className: 'self-start md:self-center',
          })}
        >
          {t('browseLectures')}
          <Arrow />
        </Link>
      </div>
    </section>
  );
}

/**
 * The three latest news items. When the database fails, the last ones read; with none read yet
 * the page fails whole (src/server/publishing/read-published.ts), so that the nginx front keeps
 * serving its last good copy instead of replacing it with a home page without its news.
 */
export async function LatestNews({ locale, words }: HomePart) {
  const t = await getTranslations({ locale, namespace: 'Actions' });
  const home = words ?? (await homeWords(locale));
  const news = await readPublishedNews(locale, { limit: 3 });
  return (
    <section aria-labelledby="news" className="bg-slate-50 py-12 dark:bg-slate-900">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="news">{home.news.heading}</SectionHeading>
          <AllLink locale={locale} page="news">
            {t('allNews')}
          </AllLink>
        </div>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {news.map((item) => (
            <li key={item.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm dark:bg-slate-950">
                <NewsPicture
                  item={item}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="aspect-[16/9] w-full"
                />
                <div className="flex flex-1 flex-col p-5">
                  <time dateTime={item.date} className="text-sm text-slate-600 dark:text-slate-400">
                    {formatDate(locale, item.date)}
                  </time>
                  <h3 className="mt-1 text-lg font-bold text-slate-900 dark:text-white">
                    {item.title}
                  </h3>
                  <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{item.excerpt}</p>
                  <Link
                    href={newsPath(locale, item.slug)}
                    className="mt-4 inline-flex items-center gap-1 font-bold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {t('readMore')}
                    <span className="sr-only">: {item.title}</span>
                    <Arrow />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export async function Statistics({ locale, words }: HomePart) {
  const { statistics } = words ?? (await homeWords(locale));
  return (
    <section
      aria-labelledby="statistics"
      className="bg-brand-900 py-12 text-white dark:bg-brand-950"
    >
      <div className="container-page">
        <h2 id="statistics" className="text-center text-2xl font-bold sm:text-3xl">
          {statistics.heading}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {statistics.items.map((stat) => (
            <div key={stat.id} className="flex flex-col">
              <dt className="order-2 mt-1 text-brand-100">{stat.label}</dt>
              <dd dir="ltr" className="order-1 text-4xl font-bold text-gold-300">
                {stat.value}
              </dd>
              <dd className="order-3 mt-1 text-sm text-brand-200">{stat.note}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export async function Programmes({ locale, words }: HomePart) {
  const t = await getTranslations({ locale, namespace: 'Actions' });
  const { programmes } = words ?? (await homeWords(locale));
  return (
    <section aria-labelledby="programmes" className="container-page py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <SectionHeading id="programmes">{programmes.heading}</SectionHeading>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{programmes.lead}</p>
        </div>
        <AllLink locale={locale} page="study/programs">
          {t('allProgrammes')}
        </AllLink>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {programmes.items.map((programme) => (
          <li key={programme.id}>
            <Link
              href={href(locale, programme.href)}
              className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-400 hover:shadow-md dark:border-slate-700"
            >
              <GraduationCap
                aria-hidden="true"
                className="size-7 text-brand-600 dark:text-brand-300"
              />
              <h3 className="mt-3 font-bold text-slate-900 dark:text-white">{programme.title}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {programme.description}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => !/[.]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

export async function Leadership({ locale, words }: HomePart) {
  const { leadership } = words ?? (await homeWords(locale));
  return (
    <section aria-labelledby="leadership" className="bg-slate-50 py-12 dark:bg-slate-900">
      <div className="container-page">
        <SectionHeading id="leadership">{leadership.heading}</SectionHeading>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {leadership.items.map((leader) => (
            <li
              key={leader.id}
              className="rounded-xl bg-white p-6 text-center shadow-sm dark:bg-slate-950"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 dark:bg-brand-800 dark:text-brand-100"
              >
                {initials(leader.name)}
              </span>
              <h3 className="mt-4 font-bold text-slate-900 dark:text-white">{leader.name}</h3>
              <p className="text-brand-700 dark:text-brand-300">{leader.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{leader.department}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The next four events; the section is left out when there is none. When the database fails,
 * the last ones read (as LatestNews).
 */
export async function UpcomingEvents({ locale, words }: HomePart) {
  const t = await getTranslations({ locale, namespace: 'Actions' });
  const home = words ?? (await homeWords(locale));
  const events = await readUpcomingEvents(locale, { limit: 4 });
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="events" className="container-page py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="events">{home.events.heading}</SectionHeading>
        <div className="flex flex-wrap items-center gap-4">
          <AllEventsCalendarLink locale={locale} />
          <AllLink locale={locale} page="events">
            {t('allEvents')}
          </AllLink>
        </div>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {events.map((event) => (
          <EventCard key={event.id} locale={locale} event={event} headingLevel="h3" />
        ))}
      </ul>
      <EventsJsonLd locale={locale} events={events} />
    </section>
  );
}
