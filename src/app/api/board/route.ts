import { isLocale } from '@/i18n/routing';
import { listBoardMembers, type BoardMember } from '@/server/board/list-board-members';
import { describeError } from '@/server/db/errors';
import { AppError, errorResponse } from '@/server/errors';

// Read from the database at request time, never at build; caching is left to the
// Cache-Control header below (browsers, and any CDN in front of the site).
export const dynamic = 'force-dynamic';

/**
 * The board changes a few times a year: browsers reuse an answer for a minute, shared caches
 * for five, and may serve a stale copy for a day while fetching a fresh one (or while the
 * database is down).
 */
const CACHE_CONTROL =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400';

/** One language's view of a member, with the column names of spec 001 section 3. */
function inLanguage(member: BoardMember, lang: 'ar' | 'en') {
  return {
    id: member.id,
    name: member.name[lang],
    position: member.position[lang],
    bio: member.bio[lang],
    image_url: member.imageUrl,
    created_at: member.createdAt.toISOString(),
  };
}

function bilingual(member: BoardMember) {
  return {
    id: member.id,
    role: member.role,
    name: member.name,
    position: member.position,
    bio: member.bio,
    image_url: member.imageUrl,
    created_at: member.createdAt.toISOString(),
  };
}

/**
 * GET /api/board: the public read of the board (spec 001 section 7: all columns, ordered by
 * created_at ascending), open to anyone like the spec's anonymous role. Each text comes in
 * both languages (`{ "ar": …, "en": … }`); `?lang=ar` or `?lang=en` gives one language with
 * the spec's flat fields. 503 with a bilingual message when the database cannot be read.
 */
export async function GET(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang');
  if (lang !== null && !isLocale(lang)) return errorResponse(new AppError('invalid_lang'));
  try {
    const members = await listBoardMembers();
    const body = lang ? members.map((member) => inLanguage(member, lang)) : members.map(bilingual);
    return Response.json(body, { headers: { 'Cache-Control': CACHE_CONTROL } });
  } catch (error) {
    console.error(`[api/board] could not read the board: ${describeError(error)}`);
    return errorResponse(new AppError('board_unavailable'), { 'Retry-After': '30' });
  }
}
