/**
 * The staff directory in the staff workspace (issue #22, role editor): add a record (a draft),
 * change its words, department, contact details and photo, publish it now or at a time, take it
 * off the site, remove it. Each change and
 * its audit row are one transaction; the directory reads the table on each request, so the
 * change shows at once.
 */
import 'server-only';
import { asc, max } from 'drizzle-orm';
import { directoryMemberSchema, type DirectoryMemberInput } from '@/lib/directory-member';
import type { Db } from '../db/db';
import { directoryMembers, type DirectoryMemberRow } from '../db/schema';
import { AppError } from '../errors';
import { assertUploadedImage, staffFieldMessages } from '../publishing/publishing-errors';
import { isDepartmentNow } from './departments-desk';
import { recordAt, recordVerbs } from '../publishing/record-desk';
import { recordRowSteps } from '../publishing/row-steps';

/** The row's columns for what the editor saved (a photo must be one uploaded here). */
async function columnsOf(tx: Db, input: DirectoryMemberInput) {
  const member = directoryMemberSchema.parse(input);
  // A department the editors have (a form opened before one was removed names it no more).
  if (!(await isDepartmentNow(tx, member.department))) {
    throw new AppError(
      'invalid_directory_member',
      {},
      staffFieldMessages({ department: 'directoryDepartmentRequired' }),
    );
  }
  await assertUploadedImage(tx, member.imageId, 'invalid_directory_member');
  return member;
}

/** What the editor saves, as a row holds it (and a revision keeps it). */
export function directoryInputOf(row: DirectoryMemberRow): DirectoryMemberInput {
  return {
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    department: row.department,
    email: row.email,
    phone: row.phone,
    imageId: row.imageId,
  };
}

const directoryVerbs = recordVerbs<DirectoryMemberRow, DirectoryMemberInput>({
  kind: 'directory',
  target: 'directory_member',
  schema: directoryMemberSchema,
  invalid: 'invalid_directory_member',
  inputOf: directoryInputOf,
  // Added at the end of the directory.
  insert: async (tx, input, actor) => {
    const columns = await columnsOf(tx, input);
    const [last] = await tx
      .select({ position: max(directoryMembers.position) })
      .from(directoryMembers);
    const [row] = await tx
      .insert(directoryMembers)
      .values({
        ...columns,
        position: (last?.position ?? -1) + 1,
        publishAt: null,
        updatedBy: actor.email,
      })
      .returning();
    return row!;
  },
  // Saving writes the input's columns only: a record the site started with keeps its drawn
  // portrait until a photo is uploaded, and removing the photo shows the portrait again.
  ...recordRowSteps(directoryMembers, columnsOf),
  review: {
    section: 'directory',
    title: (row, locale) => (locale === 'ar' ? row.nameAr : row.nameEn),
    path: (key) => `/staff/directory/${key}`,
  },
  // Versions saved before drafts and scheduling (drizzle/0013) also kept whether the record was
  // shown; publication is not part of a version any more.
  restorable: (snapshot) => {
    const today = { ...snapshot };
    delete today.shown;
    return today;
  },
});

/** Adds a record at the end of the directory, as a draft (not shown until published). */
export const createDirectoryMember = directoryVerbs.create;
/** Saves a record (a revision is kept); `reason` 'restored' for an earlier one put back. */
export const saveDirectoryMember = directoryVerbs.save;
/** Publishes a record now or at a time, or takes it off the site (kept on the desk). */
export const changeDirectoryStatus = directoryVerbs.changeStatus;
/** Puts an earlier revision of a record back (itself kept as a new revision). */
export const restoreDirectoryRevision = directoryVerbs.restore;
/** Removes a record read at `version`: one changed since is not removed (409). */
export const removeDirectoryMember = directoryVerbs.remove;
/** Submits a draft record for review, where the directory waits for review (issue #47). */
export const submitDirectoryMemberForReview = directoryVerbs.submit;
/** Sends a submitted record back to its author with the reviewer's comment. */
export const returnDirectoryMemberToAuthor = directoryVerbs.sendBack;

/** Every record for the desk, in the directory's order (drafts too). */
export async function listDirectoryForStaff(db: Db): Promise<DirectoryMemberRow[]> {
  return db
    .select()
    .from(directoryMembers)
    .orderBy(asc(directoryMembers.position), asc(directoryMembers.id))
    .limit(2000);
}

/** One record for the editor, or null. */
export async function getDirectoryMember(db: Db, id: string): Promise<DirectoryMemberRow | null> {
  return recordAt(db, directoryMembers, id);
}
