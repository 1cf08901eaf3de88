/**
 * The addresses and files of the campus-life pages that must be the same in both languages,
 * in one place: content/{ar,en}/sections/campus.ts link to them, and the parity test needs the
 * same href on both sides. scripts/make-housing-guide.mjs prints the housing page's own
 * sections into the downloadable guide, so the page and the guide cannot disagree.
 */

/**
 * A mailto: address with a subject. The subjects are bilingual ("Arabic - English"), so the
 * office that receives the message can sort it whichever page it came from, and so both
 * languages link to the same address.
 */
function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** A displayed phone number and its tel: link. */
function phone(number: string): { value: string; href: string } {
  return { value: number, href: `tel:${number.replace(/[^\d+]/g, '')}` };
}

export const libraryContact = {
  email: 'library@alrowad.edu.sd',
  /** The spec's "search" and "contact the librarian" buttons do nothing: they write to the librarian. */
  catalogueSearch: mailto('library@alrowad.edu.sd', 'طلب بحث في الفهرس - Catalogue search request'),
  reservation: mailto('library@alrowad.edu.sd', 'طلب حجز كتاب - Book reservation request'),
  question: mailto('library@alrowad.edu.sd', 'سؤال لأمين المكتبة - Question for the librarian'),
  centralPhone: phone('+249 183 555 190'),
  medicalPhone: phone('+249 183 555 191'),
};

export const labsContact = {
  email: 'labs@alrowad.edu.sd',
  booking: mailto('labs@alrowad.edu.sd', 'طلب حجز معمل - Laboratory booking request'),
  phone: phone('+249 183 555 195'),
};

export const recreationContact = {
  email: 'recreation@alrowad.edu.sd',
  booking: mailto(
    'recreation@alrowad.edu.sd',
    'حجز في المركز الترفيهي - Recreation centre booking',
  ),
  phone: phone('+249 183 555 210'),
};

export const sportsContact = {
  email: 'sports@alrowad.edu.sd',
  booking: mailto('sports@alrowad.edu.sd', 'حجز مرفق رياضي - Sports facility booking'),
  joinTeam: mailto('sports@alrowad.edu.sd', 'الانضمام إلى فريق رياضي - Joining a sports team'),
  phone: phone('+249 183 555 215'),
};

export const clubsContact = {
  email: 'student.affairs@alrowad.edu.sd',
  /** "Submit a new club proposal" (no action in the spec) writes to the Deanship of Student Affairs. */
  proposal: mailto('student.affairs@alrowad.edu.sd', 'مقترح تأسيس نادٍ جديد - New club proposal'),
  phone: phone('+249 183 555 220'),
};

export const housingContact = {
  email: 'housing@alrowad.edu.sd',
  question: mailto('housing@alrowad.edu.sd', 'استفسار عن السكن - Housing enquiry'),
  phone: phone('+249 183 555 225'),
};

/** The student services of /campus-life/services: their e-mail and phone. */
export const serviceContacts = {
  registrar: { email: 'registrar@alrowad.edu.sd', ...phone('+249 183 555 131') },
  advising: { email: 'academic.affairs@alrowad.edu.sd', ...phone('+249 183 555 131') },
  learningSupport: { email: 'learning.support@alrowad.edu.sd', ...phone('+249 183 555 180') },
  clinic: { email: 'clinic@alrowad.edu.sd', ...phone('+249 183 555 230') },
  counselling: { email: 'counselling@alrowad.edu.sd', ...phone('+249 183 555 231') },
  disability: { email: 'inclusion@alrowad.edu.sd', ...phone('+249 183 555 232') },
  finance: { email: 'finance@alrowad.edu.sd', ...phone('+249 183 555 235') },
  scholarships: { email: 'scholarships@alrowad.edu.sd', ...phone('+249 183 555 185') },
  careers: { email: 'training@alrowad.edu.sd', ...phone('+249 183 555 182') },
  housing: { email: housingContact.email, ...housingContact.phone },
  transport: { email: 'transport@alrowad.edu.sd', ...phone('+249 183 555 240') },
  catering: { email: 'catering@alrowad.edu.sd', ...phone('+249 183 555 241') },
  helpDesk: { email: 'ict.centre@alrowad.edu.sd', ...phone('+249 183 555 180') },
  printing: { email: libraryContact.email, ...libraryContact.centralPhone },
  idCards: { email: 'security@alrowad.edu.sd', ...phone('+249 183 555 242') },
};

/** The full housing guide in each language (assets/downloads/, made by npm run guide:housing). */
export const housingGuideHref = {
  ar: '/downloads/housing-guide-ar.pdf',
  en: '/downloads/housing-guide-en.pdf',
} as const;
