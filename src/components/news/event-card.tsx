import { Clock, MapPin } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { CollegeEvent } from '@content/schema';
import type { Locale } from '@/i18n/routing';
import { dateBadge, formatDate, formatTime } from '@/lib/format';

/** One upcoming event: a date badge, the title, when and where, and a short description. */
export async function EventCard({
  locale,
  event,
  headingLevel,
}: {
  locale: Locale;
  event: CollegeEvent;
  headingLevel: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const badge = dateBadge(locale, event.date);
  const Heading = headingLevel;
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <time
        dateTime={event.date}
        className="flex size-16 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-700 text-white"
      >
        <span className="text-2xl leading-none font-bold">{badge.day}</span>
        <span className="text-xs">{badge.month}</span>
      </time>
      <div>
        <Heading className="text-lg font-bold text-slate-900 dark:text-white">
          {event.title}
        </Heading>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t('eventAt', {
              date: formatDate(locale, event.date),
              time: formatTime(locale, event.time),
            })}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {event.location}
          </span>
        </p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{event.description}</p>
      </div>
    </li>
  );
}
