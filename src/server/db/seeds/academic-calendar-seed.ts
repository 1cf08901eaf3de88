/**
 * The academic calendar the site started with, loaded once into a fresh database
 * (seed-academic-calendar.ts). From then on the years live in the database and the editors
 * change them at /staff/calendar; this file is read by the seed only, never by the pages.
 *
 * The spec's three years (2023-2024 to 2025-2026) are published. 2026-2027 keeps the same
 * pattern of dates as a draft: they are the usual dates, not confirmed ones, so the registrar's
 * office checks and publishes them (until then the page opens on the latest published year).
 */
import type { AcademicYearDraft, SemesterType } from '../../../lib/academic-calendar';

type Bilingual = { ar: string; en: string };

export interface AcademicYearSeed {
  year: string;
  published: boolean;
  semesters: {
    type: SemesterType;
    name: Bilingual;
    dates: { start: string; end: string; event: Bilingual; notes: Bilingual }[];
  }[];
}

/**
 * The usual year, starting in August of `first`: every seeded year keeps this pattern of dates
 * and words, so it is written once. `end: ''` is a single day.
 */
function usualYear(first: number, published: boolean): AcademicYearSeed {
  const next = first + 1;
  return {
    year: `${first}-${next}`,
    published,
    semesters: [
      {
        type: 'regular',
        name: {
          ar: 'الفصل الدراسي الأول',
          en: 'First Semester',
        },
        dates: [
          {
            start: `${first}-08-01`,
            end: `${first}-08-15`,
            event: {
              ar: 'التسجيل',
              en: 'Registration',
            },
            notes: {
              ar: 'للطلاب الجدد والمستمرين، إلكترونياً أو في مكتب القبول والتسجيل',
              en: 'New and continuing students, online or at the Admission and Registration Office',
            },
          },
          {
            start: `${first}-09-15`,
            end: `${first}-12-30`,
            event: {
              ar: 'الدراسة',
              en: 'Classes',
            },
            notes: {
              ar: 'تبدأ المحاضرات في 15 سبتمبر وتنتهي بامتحانات نهاية الفصل',
              en: 'Lectures start on 15 September and end with the final examinations',
            },
          },
        ],
      },
      {
        type: 'second',
        name: {
          ar: 'الفصل الدراسي الثاني',
          en: 'Second Semester',
        },
        dates: [
          {
            start: `${next}-02-01`,
            end: `${next}-02-05`,
            event: {
              ar: 'التسجيل',
              en: 'Registration',
            },
            notes: {
              ar: 'تسجيل مقررات الفصل الثاني وسداد الرسوم',
              en: 'Course registration for the second semester and payment of fees',
            },
          },
          {
            start: `${next}-02-06`,
            end: `${next}-05-20`,
            event: {
              ar: 'الدراسة',
              en: 'Classes',
            },
            notes: {
              ar: 'تشمل المحاضرات والامتحانات النهائية',
              en: 'Includes lectures and the final examinations',
            },
          },
        ],
      },
      {
        type: 'summer',
        name: {
          ar: 'الفصل الصيفي (اختياري)',
          en: 'Summer Semester (optional)',
        },
        dates: [
          {
            start: `${next}-06-20`,
            end: `${next}-06-25`,
            event: {
              ar: 'التسجيل',
              en: 'Registration',
            },
            notes: {
              ar: 'اختياري، لمقررات الإعادة والتسريع',
              en: 'Optional, for repeated and accelerated courses',
            },
          },
          {
            start: `${next}-07-01`,
            end: '',
            event: {
              ar: 'بداية الدراسة',
              en: 'Classes begin',
            },
            notes: {
              ar: 'تُعلن مواعيد الامتحانات مع جداول المقررات',
              en: 'Examination dates are announced with the course timetables',
            },
          },
        ],
      },
    ],
  };
}

export const academicCalendarSeed: AcademicYearSeed[] = [
  usualYear(2023, true),
  usualYear(2024, true),
  usualYear(2025, true),
  usualYear(2026, false),
];

/** A seeded year as the desk saves it. */
export function academicYearSeedDraft(seed: AcademicYearSeed): AcademicYearDraft {
  return {
    semesters: seed.semesters.map((semester) => ({
      type: semester.type,
      nameAr: semester.name.ar,
      nameEn: semester.name.en,
      dates: semester.dates.map((date) => ({
        start: date.start,
        end: date.end,
        eventAr: date.event.ar,
        eventEn: date.event.en,
        notesAr: date.notes.ar,
        notesEn: date.notes.en,
      })),
    })),
  };
}

/** The years a fresh install publishes, as the public pages read them (for the tests). */
export function seededPublishedYears(): { year: string; draft: AcademicYearDraft }[] {
  return academicCalendarSeed
    .filter((seed) => seed.published)
    .map((seed) => ({ year: seed.year, draft: academicYearSeedDraft(seed) }));
}
