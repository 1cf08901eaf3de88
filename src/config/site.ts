/**
 * The college's identity and external addresses (DESIGN.md section 3).
 * Every value has a safe default and can be overridden by an environment variable,
 * read once at start-up (build time for values that shape static pages). The contact details,
 * address, payment instructions and social channels are then the administrators' to change
 * (/staff/settings, src/lib/site-settings.ts): once saved, the saved values stand.
 */
import { settingsStore, type SiteSettings } from '../lib/site-settings';

function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

/** Like `env`, but set to an empty text it means none (''). */
function envOrNone(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined ? fallback : value.trim();
}

/** A short lowercase slug: letters, digits and hyphens only, so it is safe in a path. */
function slug(name: string, fallback: string): string {
  const value = env(name, fallback).toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,30}$/.test(value) ? value : fallback;
}

/** An address a deployment may leave out: '' unless it is an http(s) URL. */
function optionalUrl(name: string): string {
  const value = env(name, '');
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : '';
  } catch {
    return '';
  }
}

/** "lat,lon" in decimal degrees; the example default when the value is not a valid position. */
function coordinates(value: string): { lat: number; lon: number } {
  const [lat, lon] = value.split(',').map((part) => Number(part.trim()));
  return lat !== undefined &&
    lon !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180
    ? { lat, lon }
    : { lat: 15.5862, lon: 32.5661 };
}

/** The settings administrators may change (src/lib/site-settings.ts), as the environment sets them. */
const fromEnvironment = {
  /** The campus's street address (without the country), as the footer and /contact show it. */
  address: {
    ar: env('COLLEGE_ADDRESS_AR', 'شارع المشتل، ناصية شارع 35، الرياض، الخرطوم'),
    en: env('COLLEGE_ADDRESS_EN', 'Al-Mashtal Street, corner of Street 35, Al-Riyadh, Khartoum'),
  },
  /**
   * The main gate's position (WGS 84), for the "Get directions" link to OpenStreetMap. The
   * default is an example point in Al-Riyadh, Khartoum, for the college to set.
   */
  coordinates: coordinates(env('COLLEGE_COORDINATES', '15.5862,32.5661')),
  /** Admissions on WhatsApp (click to chat): an international number; not shown when unset. */
  admissionWhatsapp: env('COLLEGE_ADMISSION_WHATSAPP', '').replace(/[^\d]/g, ''),
  /** The college's social channels: each shown only when set to an http(s) address. */
  social: {
    facebook: optionalUrl('COLLEGE_FACEBOOK_URL'),
    x: optionalUrl('COLLEGE_X_URL'),
    youtube: optionalUrl('COLLEGE_YOUTUBE_URL'),
    instagram: optionalUrl('COLLEGE_INSTAGRAM_URL'),
    linkedin: optionalUrl('COLLEGE_LINKEDIN_URL'),
    telegram: optionalUrl('COLLEGE_TELEGRAM_URL'),
  },
  /** Example numbers in Sudanese format until the college supplies real ones. */
  phones: [env('COLLEGE_PHONE_1', '+249 183 555 120'), env('COLLEGE_PHONE_2', '+249 912 555 340')],
  infoEmail: env('COLLEGE_INFO_EMAIL', 'info@alrowad.edu.sd'),
  admissionEmail: env('COLLEGE_ADMISSION_EMAIL', 'admission@alrowad.edu.sd'),
  admissionPhone: env('COLLEGE_ADMISSION_PHONE', '+249 183 555 125'),
  officeHours: {
    ar: env('COLLEGE_OFFICE_HOURS_AR', 'الأحد - الخميس، 8:00 صباحاً - 3:00 مساءً'),
    en: env('COLLEGE_OFFICE_HOURS_EN', 'Sunday–Thursday, 8:00 AM–3:00 PM'),
  },
  /** How fees are paid, as the fees page states it (the college's own words when set). */
  paymentMethod: {
    ar: env(
      'COLLEGE_PAYMENT_METHOD_AR',
      'بالدفع الإلكتروني (التحويل المصرفي) إلى حساب الكلية أدناه. اكتب رقمك المرجعي في بيان التحويل، واحتفظ بالإيصال.',
    ),
    en: env(
      'COLLEGE_PAYMENT_METHOD_EN',
      "By e-banking (bank transfer) to the college's account below. Write your reference number in the transfer's note, and keep the receipt.",
    ),
  },
  /**
   * The college's account for fees (issue #44), shown wherever a fee is named (config/payment.ts).
   * Example values in Sudanese format until the college supplies its own; the mobile payment
   * line is left out when set to an empty text.
   */
  bankAccount: {
    bank: {
      ar: env('COLLEGE_BANK_NAME_AR', 'بنك الخرطوم'),
      en: env('COLLEGE_BANK_NAME_EN', 'Bank of Khartoum'),
    },
    name: {
      ar: env('COLLEGE_BANK_ACCOUNT_NAME_AR', 'كلية الرواد للعلوم والتقانة'),
      en: env('COLLEGE_BANK_ACCOUNT_NAME_EN', 'Al-Rowad College of Science and Technology'),
    },
    number: env('COLLEGE_BANK_ACCOUNT_NUMBER', '0123 4567 8901 2'),
    branch: {
      ar: env('COLLEGE_BANK_BRANCH_AR', 'فرع الرياض، الخرطوم'),
      en: env('COLLEGE_BANK_BRANCH_EN', 'Al-Riyadh branch, Khartoum'),
    },
    mobile: {
      ar: envOrNone('COLLEGE_MOBILE_PAYMENT_AR', 'تطبيق بنكك: التحويل إلى رقم الحساب نفسه'),
      en: envOrNone(
        'COLLEGE_MOBILE_PAYMENT_EN',
        'The Bankak app: a transfer to the same account number',
      ),
    },
  },
};

type Editable = typeof fromEnvironment;

/** The editable part of the configuration from saved settings. */
function fromSettings(values: SiteSettings): Editable {
  const channel = (value: string) => value;
  return {
    address: { ar: values.addressAr, en: values.addressEn },
    coordinates: coordinates(`${values.latitude},${values.longitude}`),
    admissionWhatsapp: values.admissionWhatsapp.replace(/[^\d]/g, ''),
    social: {
      facebook: channel(values.facebook),
      x: channel(values.x),
      youtube: channel(values.youtube),
      instagram: channel(values.instagram),
      linkedin: channel(values.linkedin),
      telegram: channel(values.telegram),
    },
    phones: [values.phone1, values.phone2],
    infoEmail: values.infoEmail,
    admissionEmail: values.admissionEmail,
    admissionPhone: values.admissionPhone,
    officeHours: { ar: values.officeHoursAr, en: values.officeHoursEn },
    paymentMethod: { ar: values.paymentMethodAr, en: values.paymentMethodEn },
    bankAccount: {
      bank: { ar: values.bankNameAr, en: values.bankNameEn },
      name: { ar: values.accountNameAr, en: values.accountNameEn },
      number: values.accountNumber,
      branch: { ar: values.branchAr, en: values.branchEn },
      mobile: { ar: values.mobilePaymentAr, en: values.mobilePaymentEn },
    },
  };
}

let lastSettings: SiteSettings | null = null;
let lastEditable: Editable = fromEnvironment;

/** The editable part as it stands: the saved settings, else the environment's. */
function editable(): Editable {
  const { values } = settingsStore();
  if (!values) return fromEnvironment;
  if (values !== lastSettings) {
    lastSettings = values;
    lastEditable = fromSettings(values);
  }
  return lastEditable;
}

/** The settings form's first values: the environment's (src/lib/site-settings.ts). */
export function environmentSettings(): SiteSettings {
  const config = fromEnvironment;
  return {
    phone1: config.phones[0] ?? '',
    phone2: config.phones[1] ?? '',
    admissionPhone: config.admissionPhone,
    admissionWhatsapp: config.admissionWhatsapp ? `+${config.admissionWhatsapp}` : '',
    infoEmail: config.infoEmail,
    admissionEmail: config.admissionEmail,
    officeHoursAr: config.officeHours.ar,
    officeHoursEn: config.officeHours.en,
    addressAr: config.address.ar,
    addressEn: config.address.en,
    latitude: String(config.coordinates.lat),
    longitude: String(config.coordinates.lon),
    paymentMethodAr: config.paymentMethod.ar,
    paymentMethodEn: config.paymentMethod.en,
    bankNameAr: config.bankAccount.bank.ar,
    bankNameEn: config.bankAccount.bank.en,
    accountNameAr: config.bankAccount.name.ar,
    accountNameEn: config.bankAccount.name.en,
    accountNumber: config.bankAccount.number,
    branchAr: config.bankAccount.branch.ar,
    branchEn: config.bankAccount.branch.en,
    mobilePaymentAr: config.bankAccount.mobile.ar,
    mobilePaymentEn: config.bankAccount.mobile.en,
    ...config.social,
  };
}

/** The settings in force now: the saved ones, else the environment's. */
export function currentSettings(): SiteSettings {
  return settingsStore().values ?? environmentSettings();
}

export const siteConfig = {
  name: {
    ar: env('COLLEGE_NAME_AR', 'كلية الرواد للعلوم والتقانة'),
    en: env('COLLEGE_NAME_EN', 'Al-Rowad College of Science and Technology'),
  },
  /** Public origin used in canonical links, hreflang alternates, the sitemap and Open Graph. */
  siteUrl: env('SITE_URL', 'http://localhost:3000').replace(/\/+$/, ''),
  country: { ar: 'السودان', en: 'Sudan' },
  /** The campus's street address (without the country), as the footer and /contact show it. */
  get address() {
    return editable().address;
  },
  /**
   * The main gate's position (WGS 84), for the "Get directions" link to OpenStreetMap. The
   * default is an example point in Al-Riyadh, Khartoum, for the college to set.
   */
  get coordinates() {
    return editable().coordinates;
  },
  /** Admissions on WhatsApp (click to chat): an international number; not shown when unset. */
  get admissionWhatsapp() {
    return editable().admissionWhatsapp;
  },
  /** The college's social channels: each shown only when set to an http(s) address. */
  get social() {
    return editable().social;
  },
  get phones() {
    return editable().phones;
  },
  get infoEmail() {
    return editable().infoEmail;
  },
  get admissionEmail() {
    return editable().admissionEmail;
  },
  get admissionPhone() {
    return editable().admissionPhone;
  },
  get officeHours() {
    return editable().officeHours;
  },
  /** How fees are paid, as the fees page states it (the college's own words when set). */
  get paymentMethod() {
    return editable().paymentMethod;
  },
  /** The college's account for fees (issue #44), shown wherever a fee is named (config/payment.ts). */
  get bankAccount() {
    return editable().bankAccount;
  },
  /**
   * An external online application form to embed on /admission/application's 'form' tab. Not
   * set by default: the tab then holds the college's own application form (#20).
   */
  applicationFormUrl: optionalUrl('APPLICATION_FORM_URL'),
  /**
   * An application for a programme before its window opens (src/lib/application-windows.ts:
   * medicine's): refused, saying when it opens ('refuse', the default), or taken and considered
   * from the opening ('consider').
   */
  earlyApplications: env('APPLICATION_EARLY', 'refuse') === 'consider',
  /** The learning platform's sign-in page (all four platform-hub tabs link here). */
  learningPlatformUrl: env('LEARNING_PLATFORM_URL', 'https://lms.alrowad.edu.sd/login'),
  /** The webmail sign-in the e-mail login forms hand visitors to. */
  webmailUrl: env('WEBMAIL_URL', 'https://outlook.office.com/mail/'),
  /**
   * The e-services portal's sign-in for each group. Not set by default: the portal page then
   * says the service opens with the college account and links to the guide's sign-in section.
   */
  portal: {
    students: optionalUrl('PORTAL_STUDENTS_URL'),
    faculty: optionalUrl('PORTAL_FACULTY_URL'),
    staff: optionalUrl('PORTAL_STAFF_URL'),
  },
  /** Technical support's public address (shown on the e-services pages). */
  supportEmail: env('SUPPORT_EMAIL', 'support@alrowad.edu.sd'),
  /** The fixed short name of the instructor whose lectures live under /courses/{slug}. */
  instructorSlug: slug('INSTRUCTOR_SLUG', 'hassan'),
} as const;

export type SiteConfig = typeof siteConfig;

/** `tel:` address for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The addresses content may name as 'config:<name>' (content/sections-schema.ts). */
export type ConfigHref =
  'learningPlatform' | 'webmail' | 'portalStudents' | 'portalFaculty' | 'portalStaff';

/** The configured address behind a 'config:<name>' content link; '' when not configured. */
export function configHref(name: ConfigHref): string {
  const addresses: Record<ConfigHref, string> = {
    learningPlatform: siteConfig.learningPlatformUrl,
    webmail: siteConfig.webmailUrl,
    portalStudents: siteConfig.portal.students,
    portalFaculty: siteConfig.portal.faculty,
    portalStaff: siteConfig.portal.staff,
  };
  return addresses[name];
}

/** OpenStreetMap's route planner with the campus as the destination (the visitor picks the start). */
export function directionsHref(): string {
  const { lat, lon } = siteConfig.coordinates;
  return `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lon}#map=17/${lat}/${lon}`;
}

/** WhatsApp's click-to-chat address for the admission office, or '' when none is configured. */
export function whatsappHref(): string {
  return siteConfig.admissionWhatsapp ? `https://wa.me/${siteConfig.admissionWhatsapp}` : '';
}

/** The configured social channels, in a fixed order. */
export function socialChannels(): { id: keyof typeof siteConfig.social; href: string }[] {
  return (Object.keys(siteConfig.social) as (keyof typeof siteConfig.social)[])
    .filter((id) => siteConfig.social[id])
    .map((id) => ({ id, href: siteConfig.social[id] }));
}
