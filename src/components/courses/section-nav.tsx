import { Link } from '@/components/ui/link';
import {
  Brain,
  Calculator,
  ChartColumn,
  Layers,
  Library,
  Map as MapIcon,
  Monitor,
  Signal,
  UserRound,
  Wrench,
} from '@/components/ui/icons';
import { getCourses } from '@content/courses';
import { courseWords } from './course-ui';
import { navLabelOf } from '@content/index';
import { courseIcons } from '@content/courses-schema';
import { pathOf, type RouteKey } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';

export const icons: Record<(typeof courseIcons)[number], typeof Brain> = {
  calculator: Calculator,
  chart: ChartColumn,
  monitor: Monitor,
  brain: Brain,
  map: MapIcon,
  user: UserRound,
  layers: Layers,
  signal: Signal,
  wrench: Wrench,
  library: Library,
};

type SectionPage = ReturnType<typeof getCourses>['home']['sections']['items'][number]['page'];

export function pageKeyOf(page: SectionPage): RouteKey {
  return `courses/${page}`;
}

/** Cards linking to the six sections of the lecture collection (all but `current`). */
export function SectionCards({ locale, current }: { locale: Locale; current?: SectionPage }) {
  const { home } = getCourses(locale);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {home.sections.items
        .filter((item) => item.page !== current)
        .map((item) => {
          const Icon = icons[item.icon];
          const key = pageKeyOf(item.page);
          return (
            <li key={item.page}>
              <Link
                href={localePath(locale, pathOf(key))}
                className="group flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-5 hover:border-brand-400 hover:shadow dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-400"
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100"
                >
                  <Icon className="size-5" />
                </span>
                <span>
                  <h3 className="font-bold text-brand-800 group-hover:underline dark:text-brand-200">
                    {navLabelOf(locale, key)}
                  </h3>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                    {item.description}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
    </ul>
  );
}

/** At the foot of a subject or biography page: the other sections and the collection's home. */
export function SectionNav({ locale, current }: { locale: Locale; current: SectionPage }) {
  const ui = courseWords(locale);
  return (
    <nav
      aria-labelledby="other-sections-heading"
      className="border-t border-slate-200 pt-10 dark:border-slate-800"
    >
      <h2 id="other-sections-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        {ui.headings.otherSections}
      </h2>
      <p className="mt-2">
        <Link
          href={localePath(locale, pathOf('courses'))}
          className="font-bold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          {navLabelOf(locale, 'courses')}
        </Link>
      </p>
      <div className="mt-5">
        <SectionCards locale={locale} current={current} />
      </div>
    </nav>
  );
}
