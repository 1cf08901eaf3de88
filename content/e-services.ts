/**
 * The platform hub's own data: its seven frequently asked questions (content/{ar,en}/
 * platform-faq.ts, validated when first imported) and the user guide's files, printed from
 * the guide page and these questions by `npm run guide:e-services`.
 */
import { z } from 'zod';
import type { Locale } from '../src/i18n/routing';
import { platformFaq as arFaq } from './ar/platform-faq';
import { platformFaq as enFaq } from './en/platform-faq';

const text = z.string().trim().min(1);
/** The spec's FAQ dialog holds seven questions. */
export const faqSchema = z.array(z.object({ question: text, answer: text })).length(7);
export type FaqItem = z.infer<typeof faqSchema>[number];

function load(locale: Locale, raw: unknown): FaqItem[] {
  const result = faqSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid content/${locale}/platform-faq.ts:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

const faq: Record<Locale, FaqItem[]> = { ar: load('ar', arFaq), en: load('en', enFaq) };

export function getPlatformFaq(locale: Locale): FaqItem[] {
  return faq[locale];
}

/** The user guide in each language (assets/downloads/, served by the files library). */
export const eServicesGuideHref: Record<Locale, string> = {
  ar: '/downloads/e-services-guide-ar.pdf',
  en: '/downloads/e-services-guide-en.pdf',
};
