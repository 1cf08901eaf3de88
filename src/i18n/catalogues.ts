/**
 * The message catalogues, for code outside a page render (API handlers, e-mails, the proxy,
 * receipts): the one place that imports messages/{ar,en}.json. Words come from the catalogue
 * through next-intl's own translator (ICU placeholders, as on the pages); pages and client
 * components get theirs from next-intl's request config (src/i18n/request.ts).
 */
import { createTranslator, type Messages } from 'next-intl';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import type { Locale } from './routing';

export const catalogues: Record<Locale, Messages> = { ar, en };

type Namespace = keyof Messages;

/** next-intl's translator of one namespace in one language: t('key', { value }). */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: catalogues[locale], namespace });
}

/** A text's two versions, for answers that carry both languages (API errors). */
export type Bilingual = { ar: string; en: string };
