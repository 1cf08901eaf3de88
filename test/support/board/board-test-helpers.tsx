/**
 * For tests that render BoardView without next-intl: its strings straight from the message
 * catalogues (the {name} placeholder filled the way next-intl does), and a renderer.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { getBoardContent } from '@content/board';
import type { Locale } from '@/i18n/routing';
import type { BoardState } from '@/server/board/load-board';
import { BoardView, type BoardStrings } from '@/components/board/board-view';
import { catalogues } from '@/i18n/catalogues';

const { ar, en } = catalogues;

export const boardMessages = { ar: ar.Board, en: en.Board } as const;

export function catalogueStrings(locale: Locale): BoardStrings {
  const messages = boardMessages[locale];
  return {
    ...messages,
    photoAlt: (name) => messages.photoAlt.replace('{name}', name),
  };
}

/** The page's content for one state, as static HTML in one language. */
export function renderBoard(locale: Locale, state: BoardState): string {
  return renderToStaticMarkup(
    <BoardView
      locale={locale}
      state={state}
      content={getBoardContent(locale)}
      strings={catalogueStrings(locale)}
    />,
  );
}
