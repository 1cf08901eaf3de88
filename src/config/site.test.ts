import { afterEach, describe, expect, it, vi } from 'vitest';

/** The site configuration as a fresh start-up with these variables would read it. */
async function configWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./site');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('location and channels', () => {
  it('sends "Get directions" to OpenStreetMap with the configured position as destination', async () => {
    const site = await configWith({ COLLEGE_COORDINATES: '15.6, 32.55' });
    expect(site.directionsHref()).toBe(
      'https://www.openstreetmap.org/directions?route=%3B15.6%2C32.55#map=17/15.6/32.55',
    );
  });

  it('keeps the example position when the configured one is not a position', async () => {
    const site = await configWith({ COLLEGE_COORDINATES: '95,abc' });
    expect(site.siteConfig.coordinates).toEqual({ lat: 15.5862, lon: 32.5661 });
  });

  it('shows WhatsApp only when a number is set, as digits', async () => {
    expect((await configWith({})).whatsappHref()).toBe('');
    const site = await configWith({ COLLEGE_ADMISSION_WHATSAPP: '+249 912 555 340' });
    expect(site.whatsappHref()).toBe('https://wa.me/249912555340');
  });

  it('lists only the social channels set to an http(s) address', async () => {
    expect((await configWith({})).socialChannels()).toEqual([]);
    const site = await configWith({
      COLLEGE_FACEBOOK_URL: 'https://facebook.com/alrowad',
      COLLEGE_YOUTUBE_URL: 'javascript:alert(1)',
      COLLEGE_TELEGRAM_URL: 'https://t.me/alrowad',
    });
    expect(site.socialChannels()).toEqual([
      { id: 'facebook', href: 'https://facebook.com/alrowad' },
      { id: 'telegram', href: 'https://t.me/alrowad' },
    ]);
  });
});
