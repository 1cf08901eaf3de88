import { describe, expect, it } from 'vitest';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { ERROR_MESSAGES } from './error-messages';

describe('error page strings', () => {
  it('are the same as the message catalogues', () => {
    expect(ERROR_MESSAGES).toEqual({ ar: ar.Error, en: en.Error });
  });

  it('carry the exact English text of the specification', () => {
    expect(ERROR_MESSAGES.en.title).toBe('Unexpected Application Error!');
  });
});
