import { afterEach, describe, expect, it } from 'vitest';
import { resolveSettingTokens } from '@/config/setting-tokens';
import { paymentRows } from '@/config/payment';
import { environmentSettings, siteConfig } from '@/config/site';
import { settingsStore, siteSettingsSchema } from '@/lib/site-settings';
import type { SignedInStaff } from '../staff/staff-session';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { auditedActions, editor, refusal } from '../../../test/support/publishing/desk-tests';
import { loadSiteSettings, saveSiteSettings, settingsForEditing } from './settings-desk';

const admin = {
  ...editor,
  name: 'Khalid Hassan',
  roles: ['administrator'],
} as unknown as SignedInStaff;

afterEach(() => {
  // The settings of this process are global: each test starts from the environment's.
  const store = settingsStore();
  store.values = null;
  store.version = 0;
});

describe('the settings form', () => {
  it('starts from the environment, and refuses what cannot be shown', () => {
    const first = environmentSettings();
    expect(siteSettingsSchema.parse(first)).toEqual(first);
    const bad = siteSettingsSchema.safeParse({
      ...first,
      admissionEmail: 'not an address',
      facebook: 'javascript:alert(1)',
      latitude: '95',
      officeHoursEn: ' ',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => [issue.path[0], issue.message]).sort()).toEqual([
      ['admissionEmail', 'emailInvalid'],
      ['facebook', 'settingUrlInvalid'],
      ['latitude', 'settingCoordinateInvalid'],
      ['officeHoursEn', 'settingRequired'],
    ]);
    expect(siteSettingsSchema.safeParse({ ...first, extra: 'x' }).success).toBe(false);
  });
});

describeOnDatabases('the site settings', (database) => {
  it('are saved once, shown everywhere at once, and a stale form is refused', async () => {
    const { db } = database;
    const opened = await settingsForEditing(db);
    expect(opened.version).toBe(0);
    expect(opened.values).toEqual(environmentSettings());

    const values = {
      ...opened.values,
      admissionEmail: 'apply@alrowad.edu.sd',
      admissionPhone: '+249 183 555 999',
      officeHoursEn: 'Saturday–Thursday, 8:00 AM–2:00 PM',
      mobilePaymentEn: '',
      mobilePaymentAr: '',
      telegram: 'https://t.me/alrowad',
    };
    const saved = await saveSiteSettings(db, admin, { ...values, version: 0 });
    expect(saved.version).toBe(1);
    expect(saved.changed.sort()).toEqual(
      [
        'admissionEmail',
        'admissionPhone',
        'mobilePaymentAr',
        'mobilePaymentEn',
        'officeHoursEn',
        'telegram',
      ].sort(),
    );
    // This process shows them at once: the configuration, and the pages naming them.
    expect(siteConfig.admissionEmail).toBe('apply@alrowad.edu.sd');
    expect(siteConfig.social.telegram).toBe('https://t.me/alrowad');
    expect(
      resolveSettingTokens(
        [
          { label: 'E-mail', value: '{{admissionEmail}}', href: 'mailto:{{admissionEmail}}' },
          { label: 'Phone', value: '{{admissionPhone}}', href: 'tel:{{admissionPhone}}' },
          { label: 'Mobile payment', value: '{{mobilePayment}}' },
          'Open ({{officeHours}}).',
        ],
        'en',
      ),
    ).toEqual([
      { label: 'E-mail', value: 'apply@alrowad.edu.sd', href: 'mailto:apply@alrowad.edu.sd' },
      { label: 'Phone', value: '+249 183 555 999', href: 'tel:+249183555999' },
      'Open (Saturday–Thursday, 8:00 AM–2:00 PM).',
    ]);
    // Only the settings' own names: not what every object has.
    expect(resolveSettingTokens('{{constructor}} {{__proto__}} {{toString}}', 'en')).toBe(
      '{{constructor}} {{__proto__}} {{toString}}',
    );
    expect(paymentRows('en').map((row) => row.label)).not.toContain('Mobile payment');

    // A form opened before that save.
    expect((await refusal(saveSiteSettings(db, admin, { ...values, version: 0 }))).code).toBe(
      'settings_conflict',
    );
    // Saved as they are: nothing written, no new version.
    expect((await saveSiteSettings(db, admin, { ...values, version: 1 })).version).toBe(1);
    expect(await auditedActions(db, '1')).toContain('settings.save');

    // Another instance of the site reads them on its next round.
    const store = settingsStore();
    store.values = null;
    store.version = 0;
    expect(siteConfig.admissionEmail).toBe(environmentSettings().admissionEmail);
    expect(await loadSiteSettings(db)).toBe(true);
    expect(siteConfig.admissionEmail).toBe('apply@alrowad.edu.sd');
    expect(await loadSiteSettings(db)).toBe(false);
  });
});
