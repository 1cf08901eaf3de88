import { CalendarPlus, Clock, ExternalLink, MapPin, Rss } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getDirections } from '@content/outreach';
import type { CollegeEvent } from '@/lib/college-events';
import type { Locale } from '@/i18n/routing';
import { calendarFeedWebcal, type CalendarFeed } from '@/server/calendar/calendar-feeds';
import {
  calendarLocation,
  eventPageUrl,
  eventSpan,
  googleCalendarUrl,
  icsPath,
  outlookCalendarUrl,
} from '@/lib/calendar-links';
import { dateBadge, formatDate, formatTime } from '@/lib/format';
import { formatPeriod } from '../calendar/calendar-dates';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { RichText } from './rich-text';

const actionClass =
  'inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-bold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800';

/** An event added to a calendar on the web (Google, Outlook), which opens in a new tab. */
function WebCalendarItem({
  href,
  name,
  event,
  newTab,
}: {
  href: string;
  name: string;
  /** The rest of the accessible name: which event. */
  event: string;
  /** "(opens in a new tab)" for screen readers: one element, the same in both items. */
  newTab: ReactNode;
}) {
  return (
    <li>
      <NewTabLink href={href} className={actionClass}>
        {name}
        <span className="sr-only">: {event}</span>
        {newTab}
        <ExternalLink aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
      </NewTabLink>
    </li>
  );
}

/**
 * "Add to calendar" for one event: its .ics file, and Google Calendar and Outlook on the web
 * (new tab). Each accessible name starts with the visible label and names the event.
 */
async function AddToCalendar({ locale, event }: { locale: Locale; event: CollegeEvent }) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const pageUrl = eventPageUrl(locale, event.id);
  // Web calendars get the full address, so their map links find the campus.
  const details = {
    ...event,
    location: calendarLocation(locale, event.location, getDirections(locale).address),
  };
  const forEvent = {
    event: t('webFor', { title: event.title }),
    newTab: <span className="sr-only"> ({t('newTab')})</span>,
  };
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      <li>
        <a href={icsPath(locale, event.id)} download type="text/calendar" className={actionClass}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('addToCalendar')}
          <span className="sr-only">: {t('icsFor', { title: event.title })}</span>
        </a>
      </li>
      <WebCalendarItem
        href={googleCalendarUrl(details, pageUrl)}
        name={t('google')}
        {...forEvent}
      />
      <WebCalendarItem
        href={outlookCalendarUrl(details, pageUrl)}
        name={t('outlook')}
        {...forEvent}
      />
    </ul>
  );
}

/** The download of every event in one calendar file. */
export async function AllEventsCalendarLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  return (
    <a href={icsPath(locale)} download type="text/calendar" className={actionClass}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('allEventsIcs')}
      <span className="sr-only"> ({t('icsFile')})</span>
    </a>
  );
}

/**
 * A calendar to subscribe to (`webcal:`, which calendar applications open), with a line saying
 * what a subscription does.
 */
export function SubscribeLink({
  locale,
  feed,
  label,
  hint,
}: {
  locale: Locale;
  feed: CalendarFeed;
  label: string;
  hint: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={calendarFeedWebcal(locale, feed)} className={actionClass} data-calendar-feed={feed}>
        <Rss aria-hidden="true" className="size-4" />
        {label}
      </a>
      <span className="text-sm text-slate-600 dark:text-slate-400">{hint}</span>
    </p>
  );
}

/**
 * One upcoming event: a date badge, the title, when (start to end) and where, a short
 * description, and the ways to add it to a calendar.
 */
export async function EventCard({
  locale,
  event,
  headingLevel,
}: {
  locale: Locale;
  event: CollegeEvent;
  headingLevel: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const badge = dateBadge(locale, event.date);
  const { end } = eventSpan(event);
  const Heading = headingLevel;
  return (
    <li
      id={event.id}
      className="flex scroll-mt-4 gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <time
        dateTime={event.date}
        className="flex size-16 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-700 text-white"
      >
        <span className="text-2xl leading-none font-bold">{badge.day}</span>
        <span className="text-xs">{badge.month}</span>
      </time>
      <div className="min-w-0">
        <Heading className="text-lg font-bold text-slate-900 dark:text-white">
          {event.title}
        </Heading>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {event.endDate
              ? t('periodTimeSpan', {
                  dates: formatPeriod(locale, event.date, event.endDate),
                  start: formatTime(locale, event.time),
                  end: formatTime(locale, end.time),
                })
              : t('timeSpan', {
                  date: formatDate(locale, event.date),
                  start: formatTime(locale, event.time),
                  end: formatTime(locale, end.time),
                })}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {event.location}
          </span>
        </p>
        {event.descriptionDocument ? (
          <RichText
            source={event.descriptionDocument}
            locale={locale}
            headingsBelow={headingLevel}
            className="mt-2 space-y-2 text-slate-700 dark:text-slate-300"
          />
        ) : (
          <p className="mt-2 text-slate-700 dark:text-slate-300">{event.description}</p>
        )}
        <AddToCalendar locale={locale} event={event} />
      </div>
    </li>
  );
}
