import { careersWords } from '@/server/pages/published-pages';
import { Mail } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { openPositions } from '@content/outreach';
import { collegeToday } from '@/lib/college-time';
import type { Position } from '@content/outreach-schema';
import { buttonVariants } from '@/components/ui/button';
import { FactList, type Fact } from '@/components/ui/fact-list';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { mailtoHref } from '@/lib/mailto';

async function PositionCard({
  locale,
  position,
  email,
}: {
  locale: Locale;
  position: Position;
  email: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Careers' });
  const headingId = `position-${position.ref.toLowerCase()}`;
  const facts: Fact[] = [
    { label: t('reference'), value: <span dir="ltr">{position.ref}</span> },
    { label: t('department'), value: <span>{position.department}</span> },
    { label: t('type'), value: <span>{t(`types.${position.employment}`)}</span> },
    {
      label: t('closingDate'),
      value: (
        <time dateTime={position.closingDate}>{formatDate(locale, position.closingDate)}</time>
      ),
    },
  ];
  return (
    <article
      id={position.ref.toLowerCase()}
      aria-labelledby={headingId}
      className="flex h-full scroll-mt-4 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-brand-800 dark:text-brand-200">
          {position.title}
        </h3>
        <span className="shrink-0 rounded-full bg-gold-300 px-3 py-0.5 text-sm font-bold text-slate-900">
          {t(`types.${position.employment}`)}
        </span>
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{position.summary}</p>
      <FactList className="mt-4" items={facts} />
      <h4 className="mt-5 font-bold text-brand-900 dark:text-white">{t('duties')}</h4>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-slate-700 marker:text-brand-600 dark:text-slate-300">
        {position.duties.map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </ul>
      <h4 className="mt-5 font-bold text-brand-900 dark:text-white">{t('requirements')}</h4>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-slate-700 marker:text-brand-600 dark:text-slate-300">
        {position.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <a
          // The application e-mail: the careers address, the position's reference in the subject.
          href={mailtoHref(email, t('subject', { ref: position.ref, title: position.title }))}
          className={buttonVariants({ variant: 'primary', size: 'lg' })}
        >
          <Mail aria-hidden="true" className="size-4" />
          {t('apply')}
          <span className="sr-only">
            : {t('applyFor', { title: position.title, ref: position.ref })}
          </span>
        </a>
      </div>
    </article>
  );
}

/**
 * /careers: every position still open today (Khartoum's day; the page is drawn again hourly, so
 * a closed one leaves within the hour after its last day), soonest closing first, each with its
 * own apply e-mail.
 */
export async function OpenPositions({ locale }: { locale: Locale }) {
  const careers = await careersWords(locale);
  const positions = openPositions(locale, collegeToday(), careers.positions);
  const t = await getTranslations({ locale, namespace: 'Careers' });
  return (
    <section aria-labelledby="positions" className="scroll-mt-4">
      <h2 id="positions" className="text-2xl font-bold text-brand-900 dark:text-white">
        {careers.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">
        {t('count', { count: positions.length })} {positions.length > 0 ? careers.intro : null}
      </p>
      <ul className="mt-6 grid gap-6 lg:grid-cols-2">
        {positions.map((position) => (
          <li key={position.ref}>
            <PositionCard locale={locale} position={position} email={careers.applyEmail} />
          </li>
        ))}
      </ul>
    </section>
  );
}
