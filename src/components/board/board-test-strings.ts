/**
 * BoardView's strings straight from the message catalogues, for tests that render it without
 * next-intl (its {name} placeholder filled the way next-intl does). Only tests import this file.
 */
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import type { Locale } from '@/i18n/routing';
import type { BoardStrings } from './board-view';

export const boardMessages = { ar: ar.Board, en: en.Board } as const;

export function catalogueStrings(locale: Locale): BoardStrings {
  const messages = boardMessages[locale];
  return {
    ...messages,
    photoAlt: (name) => messages.photoAlt.replace('{name}', name),
  };
}
