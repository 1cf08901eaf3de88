/**
 * A member of the board of trustees as the editor saves them (issue #22): name and position
 * required in both languages, a biography optional in each, the role, and a photo uploaded
 * through the workspace (src/server/media). Error codes are keys of `Staff.fieldErrors`.
 */
import './zod';
import { z } from 'zod';
import { boardRoles } from '../../content/board-schema';
import { multiLine, singleLine } from './single-line';
import { optionalText, requiredText } from './text-field';

const required = (max: number) =>
  requiredText(singleLine, max, 'boardFieldRequired', 'boardFieldTooLong');
const bio = optionalText(multiLine, 1_000, 'boardFieldTooLong');

export const boardMemberSchema = z
  .object({
    nameAr: required(120),
    nameEn: required(120),
    positionAr: required(160),
    positionEn: required(160),
    bioAr: bio,
    bioEn: bio,
    role: z.enum(boardRoles, { error: 'boardRoleRequired' }),
    imageId: z.uuid({ error: 'imageInvalid' }).nullable(),
  })
  .strict();
export type BoardMemberInput = z.output<typeof boardMemberSchema>;

/** The address the board page shows a photo at: the picture's 480-pixel copy. */
export function boardPhotoUrl(imageId: string): string {
  return `/api/media/${imageId}/480`;
}

/** The picture id of a photo address saved by the workspace, or null (none, or another one). */
export function boardPhotoId(imageUrl: string | null): string | null {
  return /^\/api\/media\/([0-9a-f-]{36})\/480$/.exec(imageUrl ?? '')?.[1] ?? null;
}
