/**
 * The college's figures (issue #46, item 2): the application fee, each programme's tuition, the
 * housing costs, the admission minimums of each programme and track, each programme's
 * application window, and each programme's facts (its degree, length of study, faculty and
 * dean, in both languages). Editors change them at /staff/figures; the server keeps the saved
 * ones in `college_figures` and every place that states one reads it from here: the pages'
 * words name them (`{{tuition.medicine}}`, src/config/setting-tokens.ts), the application form
 * checks the minimums and the windows, the key dates and the office's fee form follow.
 *
 * The first values are the specification's (spec 000 section 9, spec 001 sections 5 and 9).
 * No schema library here (the schema is ./college-figures-schema.ts); the browser reads only
 * the minimums and the windows, from ./figure-numbers.ts. Loaded outside the Next.js bundler
 * too (the database schema): relative imports only.
 */
import { undergraduateProgrammes, type ProgrammeId } from './application-choices';
import { defaultMinimums, defaultWindows, figuresStore } from './figure-numbers';

export { adoptMinimums, figuresStore, minimumFor } from './figure-numbers';

/** The currencies the college states an amount in: a riyal the college does not name further. */
export const currencies = ['SDG', 'riyal', 'USD'] as const;
export type Currency = (typeof currencies)[number];
export const tuitionPeriods = ['year', 'semester'] as const;
export const housingKinds = ['standard', 'premium', 'family', 'external'] as const;
export type HousingKind = (typeof housingKinds)[number];
/**
 * How a programme takes applications: whenever an intake is offered; from 1 Rajab to 15 Shaban
 * of every Hijri year (medicine, spec 001 section 9); between two dates; or not at all this year.
 */
export const windowKinds = ['always', 'hijri', 'dates', 'closed'] as const;
export type WindowKind = (typeof windowKinds)[number];

export interface Tuition {
  /** Null: set each year (the page says to ask the office). */
  amount: number | null;
  currency: Currency;
  period: (typeof tuitionPeriods)[number];
}
export interface Housing {
  from: number;
  /** Null: one amount, not a range. */
  to: number | null;
  currency: Currency;
}
export interface ProgrammeMinimum {
  /** The programme's own minimum when above the track's; null: the track's. */
  percentage: number | null;
  science: boolean;
}
export interface WindowFigure {
  kind: WindowKind;
  /** YYYY-MM-DD, for `dates` only (else empty). */
  opens: string;
  closes: string;
}
export type UndergraduateProgramme = (typeof undergraduateProgrammes)[number];

/**
 * The facts of a programme that its page, the programmes' list, the deans' and departments'
 * pages and its structured data state: the degree or diploma it awards, its length of study,
 * the faculty (or department) that offers it and that faculty's dean (or head).
 */
export const programmeFactKinds = ['degree', 'duration', 'faculty', 'dean'] as const;
export type ProgrammeFactKind = (typeof programmeFactKinds)[number];
/** A fact's length at most: a degree's full name, a length of study with its internship. */
export const FACT_MAX = 160;
export interface Bilingual {
  ar: string;
  en: string;
}
export type ProgrammeFacts = Record<ProgrammeFactKind, Bilingual>;

export interface CollegeFigures {
  /** In Sudanese pounds, as the office records it when paid (src/lib/application-fee.ts). */
  applicationFee: number;
  tuition: Record<UndergraduateProgramme, Tuition>;
  housing: Record<HousingKind, Housing>;
  minimums: {
    undergraduate: number;
    international: number;
    programmes: Record<UndergraduateProgramme, ProgrammeMinimum>;
  };
  windows: Record<ProgrammeId, WindowFigure>;
  programmes: Record<UndergraduateProgramme, ProgrammeFacts>;
}

const setEachYear = { amount: null, currency: 'riyal', period: 'year' } as const;
const fourYears = { ar: '4 سنوات (8 فصول دراسية)', en: '4 years (8 semesters)' } as const;

/** The specification's figures: what the site states until an editor saves others. */
export const defaultFigures: CollegeFigures = {
  applicationFee: 100,
  tuition: {
    medicine: { amount: 120_000, currency: 'riyal', period: 'year' },
    'nursing-bachelor': setEachYear,
    'nursing-diploma': setEachYear,
    'medical-labs': setEachYear,
    it: setEachYear,
    law: setEachYear,
    business: setEachYear,
    media: setEachYear,
  },
  housing: {
    standard: { from: 1200, to: null, currency: 'riyal' },
    premium: { from: 2000, to: null, currency: 'riyal' },
    family: { from: 3000, to: null, currency: 'riyal' },
    external: { from: 1500, to: 2500, currency: 'riyal' },
  },
  minimums: defaultMinimums,
  windows: defaultWindows,
  programmes: {
    medicine: {
      degree: {
        ar: 'بكالوريوس الطب والجراحة العامة',
        en: 'Bachelor of Medicine and General Surgery',
      },
      duration: { ar: '6 سنوات تليها سنة امتياز', en: '6 years plus an internship year' },
      faculty: { ar: 'كلية الطب', en: 'Faculty of Medicine' },
      dean: { ar: 'أ.د. معاوية أحمد الصافي', en: 'Prof. Muawia Ahmed Elsafi' },
    },
    'nursing-bachelor': {
      degree: { ar: 'بكالوريوس العلوم في التمريض', en: 'Bachelor of Science in Nursing' },
      duration: {
        ar: '4 سنوات (8 فصول دراسية) وفترة امتياز مدتها 12 شهراً',
        en: '4 years (8 semesters) plus an internship of 12 months',
      },
      faculty: { ar: 'قسم التمريض', en: 'Department of Nursing' },
      dean: { ar: 'د. إقبال يوسف موسى', en: 'Dr. Igbal Yousif Musa' },
    },
    'nursing-diploma': {
      degree: { ar: 'دبلوم التمريض', en: 'Diploma in Nursing' },
      duration: { ar: 'سنتان ونصف (5 فصول دراسية)', en: '2.5 years (5 semesters)' },
      faculty: { ar: 'قسم التمريض', en: 'Department of Nursing' },
      dean: { ar: 'د. إقبال يوسف موسى', en: 'Dr. Igbal Yousif Musa' },
    },
    'medical-labs': {
      degree: {
        ar: 'بكالوريوس الشرف في علوم المختبرات الطبية',
        en: "Honours bachelor's in Medical Laboratory Sciences",
      },
      duration: fourYears,
      faculty: { ar: 'كلية العلوم', en: 'Faculty of Science' },
      dean: { ar: 'أ.د. إخلاص محمد عوض الكريم', en: 'Prof. Ikhlas Mohamed Awadalkarim' },
    },
    it: {
      degree: { ar: 'بكالوريوس تقانة المعلومات', en: 'Bachelor of Information Technology' },
      duration: fourYears,
      faculty: { ar: 'كلية الحاسوب', en: 'Faculty of Computing' },
      dean: { ar: 'د. ياسر عبد المنعم الشريف', en: 'Dr. Yasir Abdelmoneim Elsharif' },
    },
    law: {
      degree: { ar: 'بكالوريوس القانون', en: 'Bachelor of Laws' },
      duration: fourYears,
      faculty: { ar: 'قسم القانون', en: 'Department of Law' },
      dean: { ar: 'د. خالد محجوب الأمين', en: 'Dr. Khalid Mahgoub Elamin' },
    },
    business: {
      degree: { ar: 'بكالوريوس إدارة الأعمال', en: 'Bachelor of Business Administration' },
      duration: fourYears,
      faculty: { ar: 'كلية الأعمال', en: 'Faculty of Business' },
      dean: { ar: 'د. نجلاء الصادق بشير', en: 'Dr. Nagla Elsadig Bashir' },
    },
    media: {
      degree: { ar: 'بكالوريوس الإعلام', en: 'Bachelor of Media' },
      duration: fourYears,
      faculty: { ar: 'قسم الإعلام', en: 'Department of Media' },
      dean: { ar: 'د. رشا الطيب المبارك', en: 'Dr. Rasha Eltayeb Elmubarak' },
    },
  },
};

/** The figures in force. */
export function currentFigures(): CollegeFigures {
  return figuresStore().values ?? defaultFigures;
}

/**
 * Saved figures over the specification's: a programme or a figure added after they were saved
 * starts as its first value.
 */
export function withDefaults(saved: Partial<CollegeFigures> | null | undefined): CollegeFigures {
  if (!saved) return defaultFigures;
  const merge = <T extends object>(base: T, over: Partial<T> | undefined): T =>
    ({ ...base, ...(over ?? {}) }) as T;
  return {
    applicationFee: saved.applicationFee ?? defaultFigures.applicationFee,
    tuition: merge(defaultFigures.tuition, saved.tuition),
    housing: merge(defaultFigures.housing, saved.housing),
    minimums: {
      ...merge(defaultFigures.minimums, saved.minimums),
      programmes: merge(defaultFigures.minimums.programmes, saved.minimums?.programmes),
    },
    windows: merge(defaultFigures.windows, saved.windows),
    programmes: Object.fromEntries(
      undergraduateProgrammes.map((id) => [
        id,
        merge(defaultFigures.programmes[id], saved.programmes?.[id]),
      ]),
    ) as CollegeFigures['programmes'],
  };
}

/** One figure a proposed set changes: its place in the set, and its value now and proposed. */
export interface FigureChange {
  path: string[];
  before: unknown;
  after: unknown;
}

/** The figures `after` changes from `before`, leaf by leaf, in the set's order. */
export function figureChanges(
  before: unknown,
  after: unknown,
  path: string[] = [],
): FigureChange[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => figureChanges(before[key], after[key], [...path, key]));
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}
