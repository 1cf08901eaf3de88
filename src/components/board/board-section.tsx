import { getTranslations } from 'next-intl/server';
import { getBoardContent } from '@content/board';
import type { Locale } from '@/i18n/routing';
import type { BoardState } from '@/server/board/load-board';
import { BoardView, type BoardStrings } from './board-view';

/** The Board namespace of the message catalogue as the props BoardView takes. */
export async function boardStrings(locale: Locale): Promise<BoardStrings> {
  const t = await getTranslations({ locale, namespace: 'Board' });
  return {
    error: t('error'),
    leadershipHeading: t('leadershipHeading'),
    membersHeading: t('membersHeading'),
    membersCaption: t('membersCaption'),
    nameColumn: t('nameColumn'),
    positionColumn: t('positionColumn'),
    dutiesHeading: t('dutiesHeading'),
    photoAlt: (name) => t('photoAlt', { name }),
  };
}

/** The board once its read (already under way) ends: loaded, or the error state. */
export async function BoardSection({
  locale,
  state,
}: {
  locale: Locale;
  state: Promise<BoardState>;
}) {
  const [board, strings] = await Promise.all([state, boardStrings(locale)]);
  return (
    <BoardView locale={locale} state={board} content={getBoardContent(locale)} strings={strings} />
  );
}
