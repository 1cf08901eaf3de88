import { describe, expect, it } from 'vitest';
import { bannerScript } from './site-banner';

describe('the banner script', () => {
  it.each(['ar', 'en'] as const)('is valid JavaScript in %s', (locale) => {
    const source = bannerScript(locale, { region: 'إعلان </script>', dismiss: 'إغلاق' });
    expect(() => new Function(source)).not.toThrow();
    // Its words cannot close the inline script they are written into.
    expect(source).not.toContain('</script>');
  });

  it('asks for the banner after the load, when the browser is idle, at low priority', () => {
    const source = bannerScript('en', { region: 'Announcement', dismiss: 'Close' });
    expect(source.indexOf("addEventListener('load'")).toBe(0);
    expect(source).toContain(
      "(self.requestIdleCallback||setTimeout)(function(){\nfetch('/api/banner/en',{priority:'low'})",
    );
  });
});
