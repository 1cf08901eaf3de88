import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ArrowRight } from '@/components/ui/icons';
import { getCourses } from '@content/courses';
import { pathOf } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';
import { MessageBlock } from '../sections/blocks/message-block';
import { CourseSection } from './course-ui';
import { SectionCards, icons } from './section-nav';

/** A call to action at the foot of the page: a large button to a subject. */
function CallToAction({
  locale,
  page,
  variant,
  children,
}: {
  locale: Locale;
  page: 'math' | 'it';
  variant: 'accent' | 'inverse';
  children: string;
}) {
  return (
    <Link
      href={localePath(locale, pathOf(`courses/${page}`))}
      className={buttonVariants({ variant, size: 'xl' })}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
    </Link>
  );
}

/**
 * The body of the lecture collection's home (/courses/{slug}): the instructor's welcome, four
 * feature cards, the six sections and the calls to action to mathematics and IT.
 */
export function CoursesHomeBody({ locale }: { locale: Locale }) {
  const { home } = getCourses(locale);
  return (
    <div className="container-page space-y-12 py-10">
      <CourseSection id="welcome" heading={home.welcome.heading}>
        <MessageBlock section={home.welcome} />
      </CourseSection>

      <CourseSection id="features" heading={home.features.heading}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {home.features.items.map((feature) => {
            const Icon = icons[feature.icon];
            return (
              <li
                key={feature.id}
                className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-gold-300 text-slate-900"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-3 text-lg font-bold text-brand-900 dark:text-white">
                  {feature.title}
                </h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{feature.body}</p>
              </li>
            );
          })}
        </ul>
      </CourseSection>

      <CourseSection id="sections" heading={home.sections.heading}>
        <SectionCards locale={locale} />
      </CourseSection>

      <section
        aria-labelledby="start-heading"
        className="rounded-2xl bg-brand-800 p-8 text-white dark:bg-brand-900"
      >
        <h2 id="start-heading" className="text-2xl font-bold">
          {home.cta.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-50">{home.cta.body}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <CallToAction locale={locale} page="math" variant="accent">
            {home.cta.math}
          </CallToAction>
          <CallToAction locale={locale} page="it" variant="inverse">
            {home.cta.it}
          </CallToAction>
        </div>
      </section>
    </div>
  );
}
