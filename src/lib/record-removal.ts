import './zod';
import { z } from 'zod';

/**
 * A removal from a workspace list (a board member, a directory record): the record's version
 * (`updatedAt`) as the editor's page read it, so that a record changed since is not removed.
 */
export const removalSchema = z
  .object({ version: z.iso.datetime({ offset: true, error: 'invalid' }) })
  .strict();
