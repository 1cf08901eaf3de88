/**
 * The college's identity and external addresses (DESIGN.md section 3).
 * Every value has a safe default and can be overridden by an environment variable,
 * read once at start-up (build time for values that shape static pages).
 */

function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
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

export const siteConfig = {
  name: {
    ar: env('COLLEGE_NAME_AR', 'كلية الرواد للعلوم والتقانة'),
    en: env('COLLEGE_NAME_EN', 'Al-Rowad College of Science and Technology'),
  },
  /** Public origin used in canonical links, hreflang alternates, the sitemap and Open Graph. */
  siteUrl: env('SITE_URL', 'http://localhost:3000').replace(/\/+$/, ''),
  country: { ar: 'السودان', en: 'Sudan' },
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
      'بالدفع الإلكتروني (التحويل المصرفي) إلى حساب الكلية. اطلب تفاصيل الحساب من مكتب القبول والتسجيل، واحتفظ بالإيصال واذكر رقمك المرجعي.',
    ),
    en: env(
      'COLLEGE_PAYMENT_METHOD_EN',
      "By e-banking (bank transfer) to the college's account. Ask the Admission and Registration Office for the account details, keep the receipt and quote your reference number.",
    ),
  },
  /** The external online application form embedded on /admission/application. */
  applicationFormUrl: env('APPLICATION_FORM_URL', 'https://forms.alrowad.edu.sd/application'),
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
