/**
 * The numbers and addresses of the research pages that must be the same in both languages, in
 * one place: content/{ar,en}/sections/research.ts show them, and
 * scripts/make-research-report.mjs prints the same sections into the PDF summary of the 2024
 * research report, so the pages and the report cannot disagree.
 */

/** The research figures of 2024 (spec 001 section 9) and how they divide by field. */
export const research2024 = {
  studies: 158,
  projects: 42,
  patents: 15,
  agreements: 28,
  /** Of the 28 agreements: with partners outside Sudan and inside it. */
  agreementsInternational: 11,
  agreementsNational: 17,
  /** Studies, projects and patents by field; each column adds up to its total above. */
  byField: {
    medicine: { studies: 61, projects: 12, patents: 2 },
    medicalLabs: { studies: 29, projects: 9, patents: 5 },
    nursing: { studies: 18, projects: 5, patents: 2 },
    it: { studies: 21, projects: 8, patents: 6 },
    business: { studies: 13, projects: 4, patents: 0 },
    law: { studies: 9, projects: 2, patents: 0 },
    media: { studies: 7, projects: 2, patents: 0 },
  },
} as const;

export type ResearchField = keyof typeof research2024.byField;

/** The fields in the order the pages and the report list them. */
export const researchFields: ResearchField[] = [
  'medicine',
  'medicalLabs',
  'nursing',
  'it',
  'business',
  'law',
  'media',
];

/** The research office, which receives proposals and questions about research. */
export const researchOffice = {
  email: 'research@alrowad.edu.sd',
  phone: '+249 183 555 170',
  tel: 'tel:+249183555170',
};

/**
 * "Submit a research proposal" (a button that does nothing in the specification) writes to the
 * research office. The subject is bilingual so the office can sort proposals whichever page
 * they came from, and so both languages link to the same address.
 */
export const proposalMailto = `mailto:${researchOffice.email}?subject=${encodeURIComponent(
  'مقترح بحثي - Research proposal',
)}`;

/** The PDF summary of the 2024 research report in each language (assets/downloads/). */
export const researchReportHref = {
  ar: '/downloads/research-report-2024-ar.pdf',
  en: '/downloads/research-report-2024-en.pdf',
} as const;
