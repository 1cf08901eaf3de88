/**
 * What an administrator sends to the accounts area: an invitation (a new account, which sets
 * its own password through an e-mailed link) and the changes of an existing account. One
 * schema for the browser's forms and the server; the errors are keys of Staff.fieldErrors.
 */
import './zod';
import { z } from 'zod';
import { emailField } from './email-field';
import { singleLine } from './single-line';
import { requiredText } from './text-field';
import { staffRoles } from './staff-roles';
import { editorSections, reviewableSections } from '@/config/editor-sections';

export const MAX_STAFF_NAME = 120;

const roles = z
  .array(z.enum(staffRoles, { error: 'rolesRequired' }), { error: 'rolesRequired' })
  .min(1, { error: 'rolesRequired' })
  .max(staffRoles.length, { error: 'rolesRequired' })
  .refine((list) => new Set(list).size === list.length, { error: 'rolesRequired' })
  // Stored in the order of staffRoles, whatever order they were ticked in.
  .transform((list) => staffRoles.filter((role) => list.includes(role)));

export const inviteSchema = z
  .object({
    // One line: it greets the person in e-mails and names them in the workspace.
    name: requiredText(singleLine, MAX_STAFF_NAME, 'nameRequired', 'nameTooLong'),
    email: emailField('emailRequired', 'emailInvalid').transform((value) => value.toLowerCase()),
    roles,
    locale: z.enum(['ar', 'en'], { error: 'localeRequired' }),
  })
  .strict();
export type Invitation = z.infer<typeof inviteSchema>;

/** An editor's sections: 'all', or one or more, stored in the order of editorSections. */
const sections = z.union(
  [
    z.literal('all'),
    z
      .array(z.enum(editorSections, { error: 'sectionsRequired' }), { error: 'sectionsRequired' })
      .min(1, { error: 'sectionsRequired' })
      .max(editorSections.length, { error: 'sectionsRequired' })
      .refine((list) => new Set(list).size === list.length, { error: 'sectionsRequired' })
      .transform((list) => editorSections.filter((section) => list.includes(section))),
  ],
  { error: 'sectionsRequired' },
);

/**
 * The sections whose pages wait for review (none: every section publishes directly); only the
 * page sections, the desks having no review yet.
 */
export const reviewSectionsSchema = z
  .object({
    sections: z
      .array(z.enum(reviewableSections, { error: 'sectionsRequired' }), {
        error: 'sectionsRequired',
      })
      .max(reviewableSections.length, { error: 'sectionsRequired' })
      .refine((list) => new Set(list).size === list.length, { error: 'sectionsRequired' })
      .transform((list) => reviewableSections.filter((section) => list.includes(section))),
  })
  .strict();

/** The changes an administrator can make to an account, one at a time. */
export const accountChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('roles'), roles }).strict(),
    // What the editor role opens (src/config/editor-sections.ts).
    z.object({ action: z.literal('sections'), sections }).strict(),
    z.object({ action: z.literal('disable') }).strict(),
    z.object({ action: z.literal('enable') }).strict(),
    z.object({ action: z.literal('reset-two-factor') }).strict(),
    z.object({ action: z.literal('password-link') }).strict(),
  ],
  { error: 'invalid' },
);
export type AccountChange = z.infer<typeof accountChangeSchema>;

/** An account's id as better-auth makes it here: 16 random bytes in hexadecimal. */
export function isStaffAccountId(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}
