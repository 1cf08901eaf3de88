/**
 * The directory's departments on the directory desk (issue #46, item 2), one versioned row
 * (src/server/settings/single-row.ts): loaded into this process's store at start and every half
 * minute, saved by an editor. A new department gets an id made from its English name; one that
 * records still name cannot be removed (409, named).
 */
import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { getStaffDirectory } from '@content/calendar';
import type { Locale } from '@/i18n/routing';
import {
  departmentIdFor,
  departmentsStore,
  type Department,
  type DepartmentsInput,
} from '@/lib/departments';
import type { Db } from '../db/db';
import { mustSubmitIn } from '../publishing/review-gate';
import { directoryDepartments, directoryMembers } from '../db/schema';
import { AppError } from '../errors';
import { staffFieldMessages } from '../publishing/publishing-errors';
import { singleRow } from '../settings/single-row';
import type { SignedInStaff } from '../staff/staff-session';

/** The repository's six (spec 000 section 3), in the spec's order. */
function repositoryDepartments(): { list: Department[] } {
  const ar = getStaffDirectory('ar').departments;
  const en = getStaffDirectory('en').departments;
  return {
    list: (Object.keys(en) as (keyof typeof en)[]).map((id) => ({
      id: String(id),
      ar: ar[id],
      en: en[id],
    })),
  };
}

const departments = singleRow<{ list: Department[] }>({
  table: directoryDepartments,
  first: repositoryDepartments,
  merge: (saved) => ({ list: saved.list ?? repositoryDepartments().list }),
  store: departmentsStore,
  audit: { action: 'departments.save', type: 'departments' },
  conflict: 'departments_conflict',
});

/** The departments in force, in their order. */
export function currentDepartments(): Department[] {
  return (departmentsStore().values ?? repositoryDepartments()).list;
}

/** Each department's name in `locale`, by id. */
export function departmentNames(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    currentDepartments().map((department) => [department.id, department[locale]]),
  );
}

/**
 * The departments' lock, for the rest of a transaction: shared by the writes of directory
 * records, exclusive for the departments' save (PostgreSQL's advisory lock).
 */
export async function lockDepartments(tx: Db, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(hashtext('directory-departments'))`
      : sql`select pg_advisory_xact_lock(hashtext('directory-departments'))`,
  );
}

/**
 * Whether `id` names a department as the database holds them now, under the departments' lock
 * (a record's write): never a department removed by a save that committed a moment ago.
 */
export async function isDepartmentNow(tx: Db, id: string): Promise<boolean> {
  await lockDepartments(tx, 'shared');
  const row = await departments.readRow(tx);
  const list = row
    ? (row.values.list ?? repositoryDepartments().list)
    : repositoryDepartments().list;
  return list.some((department) => department.id === id);
}

export const loadDepartments = departments.load;
export const departmentsForEditing = departments.forEditing;

/**
 * Saves the list; new departments get their ids. Refused when a removed one is still named, and
 * to an editor who must submit the directory for review (issue #47): the names show on the
 * public directory at once, a reviewer's change (403 `review_required`).
 */
export async function saveDepartments(
  db: Db,
  staff: SignedInStaff,
  { departments: rows, version }: DepartmentsInput,
): Promise<{ version: number; changed: string[] }> {
  if (await mustSubmitIn(db, staff, 'directory')) throw new AppError('review_required');
  const { values } = await departments.forEditing(db);
  const known = new Set(values.list.map((department) => department.id));
  const kept = new Set(rows.map((row) => row.id).filter((id) => id !== ''));
  // An id the list never had is not the form's to invent, nor one it sends twice: the row is
  // named, and the form says to reload (its list is not the one saved).
  const seen = new Set<string>();
  const strays: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (row.id === '') return;
    if (!known.has(row.id) || seen.has(row.id)) {
      strays[`departments.${index}.ar`] = 'departmentUnknown';
      strays[`departments.${index}.en`] = 'departmentUnknown';
    }
    seen.add(row.id);
  });
  if (Object.keys(strays).length > 0) {
    throw new AppError('invalid_departments', {}, staffFieldMessages(strays));
  }
  const removed = [...known].filter((id) => !kept.has(id));
  const taken = new Set(kept);
  const list = rows.map((row) => {
    if (row.id !== '') return { id: row.id, ar: row.ar, en: row.en };
    const id = departmentIdFor(row.en, taken);
    taken.add(id);
    return { id, ar: row.ar, en: row.en };
  });
  // Checked in the save's transaction, holding the departments' lock that every write of a
  // directory record takes too: nobody is put in a department while it is being removed.
  return departments.save(db, staff, version, { list }, async (tx) => {
    await lockDepartments(tx, 'exclusive');
    if (removed.length === 0) return;
    const [used] = await tx
      .select({ department: directoryMembers.department })
      .from(directoryMembers)
      .where(inArray(directoryMembers.department, removed))
      .limit(1);
    if (used) {
      const name = values.list.find((department) => department.id === used.department)!;
      throw new AppError('department_in_use', { name: { ar: name.ar, en: name.en } });
    }
  });
}
