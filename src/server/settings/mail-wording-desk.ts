/**
 * The e-mails' wording at /staff/settings/emails (issue #46, item 3; src/lib/mail-wording.ts):
 * one versioned row (./single-row.ts) holding every word, '' where it is the catalogue's, loaded
 * into this process's store at start and every half minute, read by every e-mail as it is
 * written (src/server/mail/mail-words.ts).
 */
import 'server-only';
import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import {
  MAX_MAIL_SUBJECT,
  MAX_MAIL_TEXT,
  mailWordKeys,
  placeholdersOf,
  roleOf,
  wordIn,
  type MailWording,
  type MailWordKey,
} from '@/lib/mail-wording';
import { processStore } from '@/lib/process-store';
import type { Db } from '../db/db';
import { mailWording } from '../db/schema';
import type { SignedInStaff } from '../staff/staff-session';
import { singleRow } from './single-row';

export const mailWordingStore = processStore<MailWording>('mail-wording');

/** Every word, each '' (the catalogue's): the wording before any save. */
function catalogueWording(): MailWording {
  return Object.fromEntries([...mailWordKeys].map((key) => [key, ''])) as MailWording;
}

const wording = singleRow<MailWording>({
  table: mailWording,
  first: catalogueWording,
  // A word added since is the catalogue's; one no longer offered (renamed) is dropped.
  merge: (saved) => {
    const words = catalogueWording();
    for (const [key, text] of Object.entries(saved)) {
      if (mailWordKeys.has(key) && typeof text === 'string') words[key as MailWordKey] = text;
    }
    return words;
  },
  store: mailWordingStore,
  audit: { action: 'emails.save', type: 'emails' },
  conflict: 'mail_wording_conflict',
});

export const loadMailWording = wording.load;
export const mailWordingForEditing = wording.forEditing;

/** Where a key's word is first written: its language and its catalogue text. */
export function catalogueWord(key: string): { locale: Locale; word: string; text: string } {
  const locale = key.slice(0, 2) as Locale;
  const word = key.slice(3);
  return { locale, word, text: wordIn(catalogues[locale], word) ?? '' };
}

/** A word as typed, as it is kept: a subject on one line, a text's line ends made plain. */
function normalized(key: string, text: string): string {
  // The bidirectional embedding, override and isolate controls go, as from every field.
  const plain = text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
  return roleOf(key) === 'subject'
    ? plain.replace(/[ \t]+/g, ' ').trim()
    : plain.replace(/\r\n?/g, '\n').trim();
}

/** Whether next-intl's formatter reads `text` (braces only around a placeholder's name). */
function formats(text: string, locale: Locale, names: string[]): boolean {
  try {
    new IntlMessageFormat(text, locale).format(
      Object.fromEntries(names.map((name) => [name, 'x'])),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * What the form sends: every word of the form in each language (an emptied one, or one written
 * as the catalogue writes it, is the catalogue's); kept, the words that differ from it.
 */
export const mailWordingInput = z
  .object({
    version: z.number().int().min(0),
    texts: z
      .record(z.string(), z.string().max(MAX_MAIL_TEXT * 2, { error: 'settingTooLong' }))
      .superRefine((texts, context) => {
        for (const [key, typed] of Object.entries(texts)) {
          const issue = (message: string) =>
            context.addIssue({ code: 'custom', path: [key], message });
          if (!mailWordKeys.has(key)) {
            issue('invalid');
            continue;
          }
          const text = normalized(key, typed);
          if (text === '') continue;
          const subject = roleOf(key) === 'subject';
          // A subject is one header line: no line break of any kind (a bare carriage return
          // too); a text keeps its line ends and tabs, and no other control character.
          if (subject && /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text))
            issue('mailWordOneLine');
          else if (!subject && /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(text))
            issue('invalid');
          else if (text.length > (subject ? MAX_MAIL_SUBJECT : MAX_MAIL_TEXT))
            issue('settingTooLong');
          else {
            const first = catalogueWord(key);
            const allowed = placeholdersOf(first.text);
            const used = placeholdersOf(text);
            if (used.some((name) => !allowed.includes(name))) issue('mailWordPlaceholder');
            // Only a plain {name}: a plural, number, date or select argument would be given
            // the site's text (a reference, a link) and print "NaN".
            else if (/\{\s*\w+\s*,/.test(text) || !formats(text, first.locale, allowed))
              issue('mailWordBraces');
          }
        }
      })
      // Every word: '' where it is the catalogue's (a word the form did not send stays so).
      .transform((texts) => {
        const words = catalogueWording();
        for (const [key, typed] of Object.entries(texts)) {
          const text = normalized(key, typed);
          if (text !== catalogueWord(key).text) words[key as MailWordKey] = text;
        }
        return words;
      }),
  })
  .strict();

/** Saves the wording; the words whose text changed (none: nothing is written). */
export async function saveMailWording(
  db: Db,
  staff: SignedInStaff,
  input: z.infer<typeof mailWordingInput>,
): Promise<{ version: number; changed: string[] }> {
  return wording.save(db, staff, input.version, input.texts);
}
