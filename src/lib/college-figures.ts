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
import {
  admissionTracks,
  undergraduateProgrammes,
  type AdmissionTrack,
  type ProgrammeId,
} from './application-choices';
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

/** A document's line at most: what it is, with its copies and who issues it. */
export const DOCUMENT_MAX = 240;
/** A track's list of documents at most (the longest today: 6). */
export const TRACK_DOCUMENTS_MAX = 12;
/** A programme's own documents at most, beyond its track's. */
export const PROGRAMME_DOCUMENTS_MAX = 6;

/**
 * The documents an applicant brings to register (the admission page's lists, the letter of
 * admission's): each track's (the international track's in addition to the undergraduate
 * list), and what a programme asks for beyond its track's; each document in both languages.
 */
export interface RequiredDocuments {
  tracks: Record<AdmissionTrack, Bilingual[]>;
  programmes: Record<UndergraduateProgramme, Bilingual[]>;
}

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
  documents: RequiredDocuments;
}

const setEachYear = { amount: null, currency: 'riyal', period: 'year' } as const;
const fourYears = { ar: '4 سنوات (8 فصول دراسية)', en: '4 years (8 semesters)' } as const;

/** The admission page's lists as the college first published them (spec 000 section 2). */
const defaultDocuments: RequiredDocuments = {
  tracks: {
    undergraduate: [
      {
        ar: 'صورة من الشهادة الثانوية مع الأصل للمطابقة، وشهادة المعادلة لحملة الشهادات غير السودانية.',
        en: 'A copy of the secondary certificate with the original for verification, and a certificate of equivalence for non-Sudanese certificates.',
      },
      {
        ar: 'صورة من البطاقة القومية أو جواز السفر.',
        en: 'A copy of the national ID card or passport.',
      },
      { ar: 'صورة من شهادة الميلاد.', en: 'A copy of the birth certificate.' },
      {
        ar: '6 صور شخصية حديثة بمقاس جواز السفر وبخلفية بيضاء.',
        en: '6 recent passport photos on a white background.',
      },
      {
        ar: 'شهادة لياقة طبية من مستشفى معتمد.',
        en: 'A medical fitness certificate from a recognised hospital.',
      },
      { ar: 'إيصال دفع رسوم التقديم.', en: 'The receipt for the application fee.' },
    ],
    graduate: [
      {
        ar: 'صورة من شهادة البكالوريوس وكشف درجاتها، وشهادة الماجستير وكشف درجاتها للمتقدمين إلى الدكتوراه.',
        en: 'A copy of the bachelor’s certificate and transcript, and of the master’s certificate and transcript for doctoral applicants.',
      },
      {
        ar: 'شهادة المعادلة للدرجات الصادرة من خارج السودان.',
        en: 'A certificate of equivalence for degrees awarded outside Sudan.',
      },
      {
        ar: 'صورة من البطاقة القومية أو جواز السفر.',
        en: 'A copy of the national ID card or passport.',
      },
      {
        ar: 'سيرة ذاتية وخطابا توصية أكاديميان أو مهنيان.',
        en: 'A CV and two academic or professional references.',
      },
      {
        ar: 'شهادة خبرة من جهة العمل للمتقدمين إلى الماجستير التنفيذي، وخطة البحث المبدئية للمتقدمين إلى الدكتوراه.',
        en: 'A letter from the employer confirming experience for the executive master’s, and the preliminary research proposal for the doctorate.',
      },
      {
        ar: '6 صور شخصية بمقاس جواز السفر، وإيصال دفع رسوم التقديم.',
        en: '6 passport photos and the receipt for the application fee.',
      },
    ],
    international: [
      {
        ar: 'الشهادة الثانوية أو ما يعادلها، مع شهادة معادلة من وزارة التعليم العالي والبحث العلمي.',
        en: 'A secondary certificate or its equivalent, with a certificate of equivalence from the Ministry of Higher Education and Scientific Research.',
      },
      {
        ar: 'جواز سفر ساري المفعول لمدة عام على الأقل.',
        en: 'A passport valid for at least one year.',
      },
      {
        ar: 'شهادة صحية وتأمين صحي يغطي مدة الدراسة.',
        en: 'A health certificate and health insurance covering the period of study.',
      },
      {
        ar: '4 صور شخصية لملف التأشيرة والإقامة.',
        en: '4 photographs for the visa and residence file.',
      },
    ],
  },
  programmes: Object.fromEntries(
    undergraduateProgrammes.map((id) => [id, [] as Bilingual[]]),
  ) as Record<UndergraduateProgramme, Bilingual[]>,
};

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
  documents: defaultDocuments,
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
    documents: {
      tracks: merge(defaultFigures.documents.tracks, saved.documents?.tracks),
      programmes: merge(defaultFigures.documents.programmes, saved.documents?.programmes),
    },
  };
}

/** The documents an applicant of `track` brings to register, with their programme's own. */
export function documentsToBring(
  track: AdmissionTrack | undefined,
  programme: string | undefined,
  figures: CollegeFigures = currentFigures(),
): Bilingual[] {
  const { tracks, programmes } = figures.documents;
  // An international applicant brings the undergraduate list and the international one.
  const own =
    track === 'graduate'
      ? tracks.graduate
      : track === 'international'
        ? [...tracks.undergraduate, ...tracks.international]
        : tracks.undergraduate;
  const extra =
    programme && Object.hasOwn(programmes, programme)
      ? programmes[programme as UndergraduateProgramme]
      : [];
  return [...own, ...extra];
}

export { admissionTracks };

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
  // A list (a track's documents): entry by entry, one added or removed named as such.
  if (Array.isArray(before) || Array.isArray(after)) {
    const was: unknown[] = Array.isArray(before) ? before : [];
    const now: unknown[] = Array.isArray(after) ? after : [];
    return Array.from({ length: Math.max(was.length, now.length) }, (_, index) =>
      figureChanges(was[index] ?? {}, now[index] ?? {}, [...path, String(index)]),
    ).flat();
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}
