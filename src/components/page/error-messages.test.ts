import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-messages';
import { catalogues } from '@/i18n/catalogues';

const { ar, en } = catalogues;

describe('error page strings', () => {
  it('are the same as the message catalogues', () => {
    expect(ERROR_MESSAGES).toEqual({ ar: ar.Error, en: en.Error });
  });

  it('carry the exact English text of the specification', () => {
    expect(ERROR_MESSAGES.en.title).toBe('Unexpected Application Error!');
  });
});
