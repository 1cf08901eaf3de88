import {
  certificateStreams,
  certificateTypes,
  degreeLevels,
  gradeQuestion,
  gradeScales,
  type AdmissionTrack,
  type GradeScale,
} from '@/lib/application-choices';
import type { FieldControls } from './field-controls';
import type { Field, Labels } from './form-answers';
import { MinimumPanel, type ProgrammeMinimum } from './minimum-panel';

/**
 * Step 3: the secondary certificate (undergraduate and international tracks), or the degree
 * (graduate track). Below the programme's minimum, what the applicant can do instead.
 */
export function QualificationStep({
  labels,
  fields: { errorKey, text, select },
  track,
  minimum,
  programmeName,
  percentage,
  scale,
  office,
  onChangeProgramme,
}: {
  labels: Labels;
  fields: FieldControls;
  track: AdmissionTrack;
  minimum: ProgrammeMinimum | null;
  programmeName: string;
  /** The average as typed, for the panel's sentence. */
  percentage: string;
  /** The scale the grade is given on (issue #44): the grade's question follows it. */
  scale: GradeScale;
  office: { phone: string; email: string };
  onChangeProgramme: () => void;
}) {
  // The scale first, then the grade asked on it: a GPA of 3.2 is never read as 3.2%.
  const grade = (
    <>
      {select(
        'qualification.scale' as Field,
        labels.scale,
        gradeScales.map((each) => [each, labels.scales[each]]),
      )}
      {text('qualification.percentage', gradeQuestion(labels, track, scale), {
        hint: scale === 'percentage' ? labels.percentageHint : labels.gpaHint,
        dir: 'ltr',
        inputMode: 'decimal',
      })}
    </>
  );
  if (track === 'graduate') {
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        <h3 className="text-xl font-bold text-brand-900 sm:col-span-2 dark:text-white">
          {labels.degreeHeading}
        </h3>
        <p className="text-slate-700 sm:col-span-2 dark:text-slate-300">{labels.graduateNote}</p>
        {select(
          'qualification.level' as Field,
          labels.degreeLevel,
          degreeLevels.map((level) => [level, labels.degreeLevels[level]]),
          '',
        )}
        {text('qualification.field' as Field, labels.field)}
        {text('qualification.university' as Field, labels.university)}
        {text('qualification.year', labels.degreeYear, { dir: 'ltr', inputMode: 'numeric' })}
        {grade}
      </div>
    );
  }
  const scienceRequired = errorKey('qualification.stream') === 'scienceRequired';
  const belowMinimum = errorKey('qualification.percentage') === 'belowMinimum' || scienceRequired;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <h3 className="text-xl font-bold text-brand-900 sm:col-span-2 dark:text-white">
        {labels.certificateHeading}
      </h3>
      {minimum ? (
        <p className="text-slate-700 sm:col-span-2 dark:text-slate-300">{minimum.note}</p>
      ) : null}
      {select(
        'qualification.type' as Field,
        labels.certificateType,
        certificateTypes.map((type) => [type, labels.certificateTypes[type]]),
        '',
      )}
      {select(
        'qualification.stream' as Field,
        labels.stream,
        certificateStreams.map((stream) => [stream, labels.streams[stream]]),
        '',
      )}
      {text('qualification.year', labels.certificateYear, { dir: 'ltr', inputMode: 'numeric' })}
      {grade}
      {belowMinimum ? (
        <div className="sm:col-span-2">
          {minimum ? (
            <MinimumPanel
              labels={labels}
              programmeName={programmeName}
              minimum={minimum.percentage}
              scienceRequired={scienceRequired}
              percentage={percentage}
              office={office}
              onChangeProgramme={onChangeProgramme}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
