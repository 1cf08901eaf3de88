/** The kinds of technical support request (spec 000 section 9), in the form's order. */
export const issueTypes = ['login', 'access', 'content', 'technical', 'other'] as const;
export type IssueType = (typeof issueTypes)[number];
