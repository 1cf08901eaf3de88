import { DeskSection } from './desk-page';
import type { ReactNode } from 'react';
import { dirOf, locales, type Locale } from '@/i18n/routing';

/**
 * A desk's preview: a heading, a line saying what it shows, and the record as visitors will
 * see it in each language, side by side on a wide screen, each in its own language and
 * direction (marked `data-{marker}-preview="{language}"` for the tests).
 */
export function LanguagePreviews({
  marker,
  heading,
  intro,
  children,
  gap = 'gap-4',
}: {
  /** The desk's name in ids and data attributes: news, event, board, directory, calendar. */
  marker: string;
  heading: string;
  intro: ReactNode;
  /** The record in one language. */
  children: (language: Locale) => ReactNode;
  gap?: string;
}) {
  return (
    <DeskSection id={`${marker}-preview-title`} title={heading}>
      {typeof intro === 'string' ? <p>{intro}</p> : intro}
      <div className={`grid ${gap} lg:grid-cols-2`}>
        {locales.map((language) => (
          <div
            key={language}
            lang={language}
            dir={dirOf(language)}
            {...{ [`data-${marker}-preview`]: language }}
          >
            {children(language)}
          </div>
        ))}
      </div>
    </DeskSection>
  );
}
