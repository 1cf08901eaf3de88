/**
 * The words an e-mail is written with: the catalogues' (messages/{ar,en}.json), with the
 * wording the administrators changed at /staff/settings/emails over them
 * (src/server/settings/mail-wording-desk.ts, held in this process's store). Every e-mail
 * builder reads its words here, never the catalogues directly, so that a change shows in the
 * next message sent.
 */
import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { mailWordingStore } from '../settings/mail-wording-desk';

type Namespace = keyof Messages;

const merged = new Map<Locale, { version: number; messages: Messages }>();

/** `messages` with `text` at `path`, copying only the objects on the way. */
function withWord(messages: Record<string, unknown>, path: string[], text: string) {
  const [head, ...rest] = path;
  const copy = { ...messages };
  copy[head!] =
    rest.length === 0
      ? text
      : withWord((messages[head!] ?? {}) as Record<string, unknown>, rest, text);
  return copy;
}

/** The catalogue of `locale` as e-mails read it: the changed words in place of the first ones. */
export function mailMessages(locale: Locale): Messages {
  const store = mailWordingStore();
  const kept = merged.get(locale);
  if (kept && kept.version === store.version) return kept.messages;
  let messages = catalogues[locale] as unknown as Record<string, unknown>;
  for (const [key, text] of Object.entries(store.values ?? {})) {
    if (text !== '' && key.startsWith(`${locale}.`)) {
      messages = withWord(messages, key.slice(3).split('.'), text);
    }
  }
  merged.set(locale, { version: store.version, messages: messages as unknown as Messages });
  return messages as unknown as Messages;
}

/** next-intl's translator of one namespace, with the e-mails' wording: t('key', { value }). */
export function mailTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: mailMessages(locale), namespace });
}
