import {
  certificateStreams,
  certificateTypes,
  degreeLevels,
  type AdmissionTrack,
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
  office: { phone: string; email: string };
  onChangeProgramme: () => void;
}) {
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
        {text('qualification.percentage', labels.degreePercentage, {
          dir: 'ltr',
          inputMode: 'decimal',
        })}
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
      {text('qualification.percentage', labels.percentage, {
        hint: labels.percentageHint,
        dir: 'ltr',
        inputMode: 'decimal',
      })}
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
