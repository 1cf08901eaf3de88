/**
 * The admission office's status e-mails as templates (issue #45, item 2): a subject and a body
 * per status the office sets and per language, with placeholders the e-mail fills in. The
 * defaults are the catalogue's (`StatusTemplates`); the office edits them on
 * /staff/applications/templates. Plain text: what is typed is what is sent.
 */
import './zod';
import { z } from 'zod';
import { settableStatuses } from './review-status';

/** What a template may name, each filled in for the application the e-mail is about. */
export const templatePlaceholders = [
  'name',
  'reference',
  'status',
  'programme',
  'intake',
  'message',
  'link',
  'college',
  'fee',
  'office',
] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];

export const MAX_TEMPLATE_SUBJECT = 200;
export const MAX_TEMPLATE_BODY = 5000;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names in braces that are not placeholders ("{nmae}"). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(templatePlaceholders as readonly string[]).includes(name));
}

/**
 * Fills a template in. A line that is only `{message}` goes when there is no message, with the
 * empty line after it, so a status changed without a message reads as a whole letter.
 */
export function renderTemplate(
  template: string,
  values: Partial<Record<TemplatePlaceholder, string>>,
): string {
  const text = values.message
    ? template
    : template.replace(/^[ \t]*\{message\}[ \t]*(\r?\n[ \t]*)?(\r?\n)?/gm, '');
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? (values[name as TemplatePlaceholder] ?? '') : whole,
  );
}

/** A template saved from the workspace: its status and language, and its words, checked. */
export const statusTemplateSchema = z
  .object({
    status: z.enum(settableStatuses, { error: 'statusRequired' }),
    locale: z.enum(['ar', 'en'], { error: 'invalid' }),
    subject: z
      .string({ error: 'templateSubjectRequired' })
      .transform((value) => value.replace(/\s+/g, ' ').trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'templateSubjectRequired' })
          .max(MAX_TEMPLATE_SUBJECT, { error: 'templateTooLong' })
          .refine((value) => unknownPlaceholders(value).length === 0, {
            error: 'templateUnknownPlaceholder',
          }),
      ),
    body: z
      .string({ error: 'templateBodyRequired' })
      .transform((value) => value.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'templateBodyRequired' })
          .max(MAX_TEMPLATE_BODY, { error: 'templateTooLong' })
          .refine((value) => unknownPlaceholders(value).length === 0, {
            error: 'templateUnknownPlaceholder',
          })
          // The applicant's page is where they answer and download: every e-mail links to it.
          .refine((value) => value.includes('{link}'), { error: 'templateLinkRequired' }),
      ),
  })
  .strict()
  .superRefine((value, context) => {
    // Asking for more information says what: the officer's message.
    if (value.status === 'more_information' && !value.body.includes('{message}')) {
      context.addIssue({ code: 'custom', path: ['body'], message: 'templateMessageRequired' });
    }
  });
export type StatusTemplateInput = z.infer<typeof statusTemplateSchema>;

/** Back to the catalogue's words for a status and language. */
export const templateResetSchema = z
  .object({
    status: z.enum(settableStatuses, { error: 'statusRequired' }),
    locale: z.enum(['ar', 'en'], { error: 'invalid' }),
  })
  .strict();
