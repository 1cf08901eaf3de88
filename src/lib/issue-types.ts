/**
 * The support request's fixed parts without its schema (spec 000 sections 3, 5 and 9), so the
 * database schema and the page can use them without loading zod.
 */

/** The kinds of technical support request, in the form's order. */
export const issueTypes = ['login', 'access', 'content', 'technical', 'other'] as const;
export type IssueType = (typeof issueTypes)[number];

export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 4000;
/** A requester's follow-up through their reply link (support-follow-up.ts). */
export const MAX_FOLLOW_UP_LENGTH = MAX_DESCRIPTION_LENGTH;
/** The subject of a contact page's message. */
export const MAX_CONTACT_SUBJECT_LENGTH = 200;

/** What a visitor types, before the schema cleans it. */
export interface SupportRequestDraft {
  fullName: string;
  email: string;
  issueType: IssueType | '';
  description: string;
}
