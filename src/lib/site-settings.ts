/**
 * The settings the college's administrators own (issue #46, item 3): its phones, e-mails, office
 * hours, address and map point, how fees are paid, and its social channels. Each starts as the
 * deployment's environment variable (src/config/site.ts) and is changed at /staff/settings; the
 * server keeps the saved ones in `site_settings` and shows them everywhere the site names them.
 * Infrastructure (the site's address, mail, storage, limits) stays in the environment.
 */
import './zod';
import { z } from 'zod';
import { processStore } from './process-store';

const line = (max: number) => z.string().trim().max(max, { error: 'settingTooLong' });
const required = (max: number) => line(max).min(1, { error: 'settingRequired' });
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d ()-]{6,24}$/, { error: 'directoryPhoneInvalid' });
const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'emailInvalid' }));
/** A channel's address: https only, or nothing (the channel is not shown). */
const channel = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
    error: 'settingUrlInvalid',
  });
const degrees = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, { error: 'settingCoordinateInvalid' })
    .refine((value) => Math.abs(Number(value)) <= limit, { error: 'settingCoordinateInvalid' });

export const siteSettingsSchema = z
  .object({
    phone1: phone,
    phone2: phone,
    admissionPhone: phone,
    /** WhatsApp for the admission office: an international number in digits, or nothing. */
    admissionWhatsapp: z
      .string()
      .trim()
      .regex(/^(\+?[\d ]{8,20})?$/, { error: 'directoryPhoneInvalid' }),
    infoEmail: email,
    admissionEmail: email,
    officeHoursAr: required(120),
    officeHoursEn: required(120),
    addressAr: required(200),
    addressEn: required(200),
    latitude: degrees(90),
    longitude: degrees(180),
    paymentMethodAr: required(500),
    paymentMethodEn: required(500),
    bankNameAr: required(120),
    bankNameEn: required(120),
    accountNameAr: required(160),
    accountNameEn: required(160),
    accountNumber: required(60),
    branchAr: required(120),
    branchEn: required(120),
    /** Paying through a mobile app: left empty, the line is not shown. */
    mobilePaymentAr: line(200),
    mobilePaymentEn: line(200),
    facebook: channel,
    x: channel,
    youtube: channel,
    instagram: channel,
    linkedin: channel,
    telegram: channel,
  })
  .strict();
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingName = keyof SiteSettings;

export const SITE_SETTINGS_MAX_BYTES = 32 * 1024;

/** The form's groups, in its order (their words in messages/*.json → StaffSettings.groups). */
export const settingGroups = {
  contact: [
    'phone1',
    'phone2',
    'infoEmail',
    'admissionEmail',
    'admissionPhone',
    'admissionWhatsapp',
    'officeHoursAr',
    'officeHoursEn',
  ],
  place: ['addressAr', 'addressEn', 'latitude', 'longitude'],
  payment: [
    'paymentMethodAr',
    'paymentMethodEn',
    'bankNameAr',
    'bankNameEn',
    'accountNameAr',
    'accountNameEn',
    'accountNumber',
    'branchAr',
    'branchEn',
    'mobilePaymentAr',
    'mobilePaymentEn',
  ],
  social: ['facebook', 'x', 'youtube', 'instagram', 'linkedin', 'telegram'],
} as const satisfies Record<string, readonly SiteSettingName[]>;

/** The settings written in one language (their fields get that language's direction). */
export function languageOf(name: SiteSettingName): 'ar' | 'en' | null {
  return name.endsWith('Ar') ? 'ar' : name.endsWith('En') ? 'en' : null;
}

/**
 * The settings this process shows (./process-store.ts): empty in `next build` and in the
 * browser, where the environment's values stand.
 */
export const settingsStore = processStore<SiteSettings>('site-settings');
