import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { getBoardContent } from '@content/board';
import { BoardLoading } from '@/components/board/board-loading';
import { BoardSection, boardStrings } from '@/components/board/board-section';
import { BoardView } from '@/components/board/board-view';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { loadBoardWithin } from '@/server/board/load-board';

// Rendered for every request rather than prerendered like the other pages: the board must show
// the database's current rows, the build must never need (or fail on) a database, and the
// query reads a dozen rows, so there is nothing worth caching in the page itself. Browsers and
// CDNs that want a cached copy can use GET /api/board, which is cacheable.
export const dynamic = 'force-dynamic';

/**
 * How long the page waits for the database before it sends the loading state instead.
 *
 * Why not a loading.tsx: any Suspense boundary around the board (a loading.tsx is one) makes
 * Next.js send the board after the loading message, inside a hidden element that an inline
 * script swaps in. Measured on `next start` with a warm database: every request was sent that
 * way, so a browser without JavaScript showed 'Loading data...' forever. Waiting briefly gives
 * complete HTML whenever the database answers normally (a few milliseconds); only a slow or
 * unreachable database (PostgreSQL's connect timeout is 5 s) gets the streamed loading state.
 */
const INLINE_BUDGET_MS = 1_000;

export const generateMetadata = metadataFor('about/board');

/**
 * Board of trustees (spec 001): the header from the content files, then the board read from
 * the database, in one of the spec's three states (loading, error, loaded).
 */
export default async function BoardPage({ params }: PageProps<'/[locale]/about/board'>) {
  const locale = await pageLocale(params);
  const [board, strings, t] = await Promise.all([
    loadBoardWithin(INLINE_BUDGET_MS),
    boardStrings(locale),
    getTranslations({ locale, namespace: 'Board' }),
  ]);
  return (
    <>
      <PageHeader locale={locale} page="about/board" />
      {'state' in board ? (
        <BoardView
          locale={locale}
          state={board.state}
          content={getBoardContent(locale)}
          strings={strings}
        />
      ) : (
        <Suspense fallback={<BoardLoading message={t('loading')} />}>
          <BoardSection locale={locale} state={board.pending} />
        </Suspense>
      )}
    </>
  );
}
