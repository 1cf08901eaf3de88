import { Check } from '@/components/ui/icons';
import type { Card as ContentCard } from '@content/sections-schema';
import { Card } from '@/components/ui/card';
import type { Locale } from '@/i18n/routing';
import { ContentAnchor } from '../content-anchor';
import { ContentFacts } from '../content-facts';
import { Intro } from '../section-intro';
import type { BlockProps } from './block-types';

function CardView({ locale, card }: { locale: Locale; card: ContentCard }) {
  return (
    <Card>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">{card.title}</h3>
        {card.badge ? (
          <span className="shrink-0 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-bold text-slate-900">
            {card.badge}
          </span>
        ) : null}
      </div>
      {card.subtitle ? (
        <p className="mt-1 text-sm font-bold text-slate-600 dark:text-slate-400">{card.subtitle}</p>
      ) : null}
      {card.body?.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-700 dark:text-slate-300">
          {paragraph}
        </p>
      ))}
      {card.facts ? (
        <div className="mt-3">
          <ContentFacts locale={locale} items={card.facts} />
        </div>
      ) : null}
      {card.points ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {card.points.map((point) => (
            <li key={point} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {card.link ? (
        <div className="mt-auto pt-4">
          <ContentAnchor
            locale={locale}
            link={card.link}
            className="font-bold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          />
        </div>
      ) : null}
    </Card>
  );
}

const columnClass = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A grid of cards (programmes, people, facilities). */
export function CardsBlock({ locale, section }: BlockProps<'cards'>) {
  return (
    <>
      <Intro text={section.intro} />
      <ul className={`grid gap-5 ${columnClass[section.columns]}`}>
        {section.items.map((card) => (
          <li key={card.title}>
            <CardView locale={locale} card={card} />
          </li>
        ))}
      </ul>
    </>
  );
}
