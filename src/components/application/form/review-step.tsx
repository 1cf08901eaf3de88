import type { ApplicationFormInput } from '@/lib/application-form';
import {
  formSteps,
  gradeQuestion,
  type AdmissionTrack,
  type FormStep,
  type GradeScale,
  type ProgrammeId,
} from '@/lib/application-choices';
import { isolateLtr } from '@/lib/bidi';
import { fill } from '@/lib/template';
import type { Labels } from './form-answers';

/** The rows of each step's answers, as the review shows them. */
function reviewGroups(
  labels: Labels,
  programmeNames: Record<ProgrammeId, string>,
  values: ApplicationFormInput,
): { step: FormStep; rows: [string, string][] }[] {
  const track = values.track as AdmissionTrack;
  const programme = values.programme as ProgrammeId | '';
  const q = values.qualification as Record<string, string | undefined>;
  return [
    {
      step: 'programme',
      rows: [
        [labels.track, labels.tracks[track]],
        [labels.programme, programme ? programmeNames[programme] : ''],
        [labels.intake, fill(labels.intakeOption, { year: isolateLtr(values.intake) })],
      ],
    },
    {
      step: 'applicant',
      rows: [
        [labels.nameAr, values.nameAr],
        [labels.nameEn, values.nameEn],
        [labels.dateOfBirth, values.dateOfBirth],
        [labels.nationality, values.nationality],
        [labels.idNumber, values.idNumber],
        [labels.phone, values.phone],
        [labels.email, values.email],
        [labels.city, values.city],
      ],
    },
    {
      step: 'qualification',
      rows:
        track === 'graduate'
          ? [
              [labels.degreeLevel, q.level ? labels.degreeLevels[q.level as 'bachelor'] : ''],
              [labels.field, q.field ?? ''],
              [labels.university, q.university ?? ''],
              [labels.degreeYear, String(q.year ?? '')],
              [
                gradeQuestion(labels, track, q.scale as GradeScale | undefined),
                String(q.percentage ?? ''),
              ],
            ]
          : [
              [labels.certificateType, q.type ? labels.certificateTypes[q.type as 'sudanese'] : ''],
              [labels.stream, q.stream ? labels.streams[q.stream as 'science'] : ''],
              [labels.certificateYear, String(q.year ?? '')],
              [
                gradeQuestion(labels, track, q.scale as GradeScale | undefined),
                String(q.percentage ?? ''),
              ],
            ],
    },
    {
      step: 'guardian',
      rows: [
        [labels.guardianName, values.guardianName],
        [labels.guardianPhone, values.guardianPhone],
        [labels.declaration, values.declaration ? labels.yes : ''],
      ],
    },
  ];
}

/** Step 5: every answer, by step, each step with a link back to change it. */
export function ReviewStep({
  labels,
  programmeNames,
  values,
  onChange,
}: {
  labels: Labels;
  programmeNames: Record<ProgrammeId, string>;
  values: ApplicationFormInput;
  /** Opens the step again (its index). */
  onChange: (step: number) => void;
}) {
  return (
    <div className="space-y-6">
      <p className="text-slate-700 dark:text-slate-300">{labels.reviewHeading}</p>
      {reviewGroups(labels, programmeNames, values).map((group) => (
        <section
          key={group.step}
          aria-labelledby={`review-${group.step}`}
          className="rounded-lg border border-slate-300 p-4 dark:border-slate-600"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3
              id={`review-${group.step}`}
              className="text-lg font-bold text-brand-900 dark:text-white"
            >
              {labels.steps[group.step]}
            </h3>
            <button
              type="button"
              className="font-bold text-brand-700 underline dark:text-brand-300"
              aria-label={fill(labels.changeStep, { step: labels.steps[group.step] })}
              onClick={() => onChange(formSteps.indexOf(group.step))}
            >
              {labels.change}
            </button>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
            {group.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-bold text-slate-700 dark:text-slate-300">{label}</dt>
                <dd className="break-words text-slate-900 dark:text-slate-100">
                  <bdi>{value || '—'}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
