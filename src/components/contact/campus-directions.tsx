import { Bus, Car, Clock, Landmark, MapPin } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { getDirections } from '@content/outreach';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { CampusMap } from './campus-map';

/** One part of the directions in words, titled with its icon (`directions-{name}` names it). */
function Part({
  name,
  icon: Icon,
  heading,
  children,
}: {
  name: string;
  icon: typeof MapPin;
  heading: string;
  children: ReactNode;
}) {
  const id = `directions-${name}`;
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className="flex items-center gap-2 text-lg font-bold text-brand-900 dark:text-white"
      >
        <Icon aria-hidden="true" className={icon} />
        {heading}
      </h3>
      <div className="mt-2 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

const icon = 'size-5 shrink-0 text-brand-600 dark:text-brand-300';
const term = 'font-bold text-slate-800 dark:text-slate-200';

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 ps-6 marker:text-brand-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * How to reach the campus: our own drawn map (an image whose text alternative describes the
 * layout) beside the directions in words — address, landmarks, minibus lines, parking, hours.
 */
export function CampusDirections({ locale }: { locale: Locale }) {
  const directions = getDirections(locale);
  return (
    <section aria-labelledby="directions" className="scroll-mt-4">
      <h2 id="directions" className="text-2xl font-bold text-brand-900 dark:text-white">
        {directions.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{directions.intro}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <figure className="self-start overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
          {/* On a phone the map keeps a readable size (labels about 15 px) and scrolls sideways. */}
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-labelledby="campus-map-caption"
            data-testid="campus-map-scroll"
          >
            <CampusMap
              label={directions.map.label}
              labels={catalogues[locale].CampusMap}
              className="h-auto w-full min-w-[40rem] sm:min-w-0"
            />
          </div>
          <figcaption
            id="campus-map-caption"
            className="border-t border-slate-200 p-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
          >
            {directions.map.caption}
          </figcaption>
        </figure>
        <div className="space-y-6">
          <Part name="address" icon={MapPin} heading={directions.headings.address}>
            <address className="not-italic">
              {directions.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Part>
          <Part name="landmarks" icon={Landmark} heading={directions.headings.landmarks}>
            <Bullets items={directions.landmarks} />
          </Part>
          <Part name="transport" icon={Bus} heading={directions.headings.transport}>
            <dl className="space-y-2">
              {directions.transport.map((item) => (
                <div key={item.line}>
                  <dt className={term}>{item.line}</dt>
                  <dd>{item.details}</dd>
                </div>
              ))}
            </dl>
          </Part>
          <Part name="parking" icon={Car} heading={directions.headings.parking}>
            <Bullets items={directions.parking} />
          </Part>
          <Part name="hours" icon={Clock} heading={directions.headings.hours}>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              {directions.hours.map((item) => (
                <div key={item.label} className="contents">
                  <dt className={term}>{item.label}</dt>
                  <dd className="mb-2 sm:mb-0">{item.value}</dd>
                </div>
              ))}
            </dl>
          </Part>
        </div>
      </div>
    </section>
  );
}
