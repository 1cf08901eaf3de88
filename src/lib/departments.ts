/**
 * The staff directory's departments (issue #46, item 2): the filter chips of /faculty-staff/
 * directory and the department of every record, named in both languages. The repository's six
 * (spec 000 section 3, content/{ar,en}/staff.ts) are the first; editors rename, reorder, add
 * (Business, Media…) and remove them on the directory desk, and the server keeps the list in
 * `directory_departments` (src/server/directory/departments-desk.ts).
 */
import './zod';
import { z } from 'zod';
import { processStore } from './process-store';
import { singleLine } from './single-line';
import { requiredText } from './text-field';

export interface Department {
  /** A slug (`business`), kept by the records that name it; made from the English name. */
  id: string;
  ar: string;
  en: string;
}

export const MAX_DEPARTMENTS = 30;
export const MAX_DEPARTMENT_NAME = 80;
export const DEPARTMENT_ID = /^[a-z][a-z0-9-]{0,39}$/;

const name = requiredText(
  singleLine,
  MAX_DEPARTMENT_NAME,
  'departmentNameRequired',
  'departmentNameTooLong',
);

/** The list as the workspace's form sends it: a new department comes without an id. */
export const departmentsSchema = z
  .object({
    departments: z
      .array(
        z
          .object({
            id: z.union([z.literal(''), z.string().regex(DEPARTMENT_ID, { error: 'invalid' })]),
            ar: name,
            en: name,
          })
          .strict(),
      )
      .min(1, { error: 'departmentsEmpty' })
      .max(MAX_DEPARTMENTS, { error: 'departmentsTooMany' }),
    version: z.number().int().min(0),
  })
  .strict();
export type DepartmentsInput = z.output<typeof departmentsSchema>;

/** A department's id made from its English name, unlike any of `taken`. */
export function departmentIdFor(english: string, taken: ReadonlySet<string>): string {
  const base =
    english
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^(\d)/, 'd-$1')
      .slice(0, 32) || 'department';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The departments this process shows (./process-store.ts): set at start, on save and when found changed. */
export const departmentsStore = processStore<{ list: Department[] }>('departments');
