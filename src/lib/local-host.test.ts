import { describe, expect, it } from 'vitest';
import { isLocalHostName } from './local-host';

describe('isLocalHostName', () => {
  it('knows this machine by its names and addresses', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.9.9.9',
      '::1',
      '[::1]',
    ]) {
      expect(isLocalHostName(host), host).toBe(true);
    }
  });

  it('does not take a public name or address for it', () => {
    for (const host of [
      'alrowad.edu.sd',
      'localhost.example.com',
      '10.0.0.1',
      '128.0.0.1',
      '[2001:db8::1]',
    ]) {
      expect(isLocalHostName(host), host).toBe(false);
    }
  });
});
