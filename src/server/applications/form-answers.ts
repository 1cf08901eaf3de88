/**
 * An online application's answers as (question, answer) pairs in one language: what the
 * office's e-mail lists (application-mail.ts) and the workspace's application page shows.
 */
import 'server-only';
import { gradeQuestion, type ApplicationForm } from '@/lib/application-form';
import { isolateLtr } from '@/lib/bidi';
import { programmeName } from '@content/programme-names';
import { catalogues, translatorFor } from '@/i18n/catalogues';

export function formAnswers(form: ApplicationForm, locale: 'ar' | 'en'): [string, string][] {
  const f = catalogues[locale].ApplicationForm;
  const q = form.qualification;
  const qualification: [string, string][] =
    q.kind === 'secondary'
      ? [
          [f.certificateType, f.certificateTypes[q.type]],
          [f.stream, f.streams[q.stream]],
          [f.certificateYear, String(q.year)],
          [gradeQuestion(f, 'undergraduate', q.scale), String(q.percentage)],
        ]
      : [
          [f.degreeLevel, f.degreeLevels[q.level]],
          [f.field, q.field],
          [f.university, q.university],
          [f.degreeYear, String(q.year)],
          [gradeQuestion(f, 'graduate', q.scale), String(q.percentage)],
        ];
  return [
    [f.track, f.tracks[form.track]],
    [f.programme, programmeName(locale, form.programme)],
    [
      f.intake,
      translatorFor(locale, 'ApplicationForm')('intakeOption', {
        year: locale === 'ar' ? isolateLtr(form.intake) : form.intake,
      }),
    ],
    [f.nameAr, form.nameAr || '—'],
    [f.nameEn, form.nameEn],
    [f.dateOfBirth, form.dateOfBirth],
    [f.nationality, form.nationality],
    [f.idNumber, form.idNumber],
    [f.phone, form.phone],
    [f.city, form.city],
    ...qualification,
    [f.guardianName, form.guardianName],
    [f.guardianPhone, form.guardianPhone],
  ];
}
