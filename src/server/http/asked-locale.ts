import 'server-only';
import { isLocale, type Locale } from '@/i18n/routing';
import { AppError } from '../errors';

/**
 * The language a request asks for with `?lang=ar|en`, or null when it asks for none; any other
 * value is refused (invalid_lang, 400).
 */
export function askedLocale(request: Request): Locale | null {
  const lang = new URL(request.url).searchParams.get('lang');
  if (lang !== null && !isLocale(lang)) throw new AppError('invalid_lang');
  return lang;
}
