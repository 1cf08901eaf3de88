/**
 * The ILIKE pattern of a search box's text: contains it anywhere, and `%`, `_` and `\` typed in
 * the box are searched for, not taken as wildcards.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
