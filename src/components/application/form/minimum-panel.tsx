import type { AdmissionTrack, ProgrammeId } from '@/lib/application-choices';
import { currentMinimums, minimumFor } from '@/lib/figure-numbers';
import { isolateLtr } from '@/lib/bidi';
import { fill } from '@/lib/template';
import { secondaryButton } from '../../ui/styles';
import type { Labels } from './form-answers';

/** The certificate average the chosen programme asks of the track, and the sentence saying so. */
export interface ProgrammeMinimum {
  percentage: number;
  /** "Medicine asks for …": under the programme question and again on the qualification step. */
  note: string;
}

export function programmeMinimum(
  labels: Labels,
  programmeNames: Record<ProgrammeId, string>,
  track: AdmissionTrack,
  programme: ProgrammeId | '',
): ProgrammeMinimum | null {
  const minimum = programme ? minimumFor(track, programme) : null;
  if (!minimum) return null;
  return {
    percentage: minimum.percentage,
    note: fill(minimum.science ? labels.minimumScienceNote : labels.minimumNote, {
      programme: programmeNames[programme as ProgrammeId],
      minimum: minimum.percentage,
    }),
  };
}

/**
 * What an applicant below the programme's minimum (or without the science stream it asks for)
 * can do: another programme, or a word with the admission office.
 */
export function MinimumPanel({
  labels,
  programmeName,
  minimum,
  scienceRequired,
  percentage,
  office,
  onChangeProgramme,
}: {
  labels: Labels;
  programmeName: string;
  minimum: number;
  /** The stream is the fault, not the average. */
  scienceRequired: boolean;
  /** The average as the applicant typed it. */
  percentage: string;
  office: { phone: string; email: string };
  onChangeProgramme: () => void;
}) {
  const title = scienceRequired ? labels.scienceRequiredTitle : labels.belowMinimumTitle;
  const textOf = scienceRequired
    ? fill(labels.scienceRequiredText, { programme: programmeName })
    : fill(labels.belowMinimumText, { programme: programmeName, minimum, percentage });
  return (
    <div
      role="status"
      data-testid="below-minimum"
      className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-slate-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
    >
      <h3 className="text-lg font-bold">{title}</h3>
      <p>{textOf}</p>
      <ul className="list-disc space-y-1 ps-6">
        <li>
          {fill(labels.optionOtherProgramme, {
            undergraduate: currentMinimums().undergraduate,
            international: currentMinimums().international,
          })}
        </li>
        <li>
          {fill(labels.optionOffice, {
            phone: isolateLtr(office.phone),
            email: isolateLtr(office.email),
          })}
        </li>
      </ul>
      <button type="button" className={secondaryButton} onClick={onChangeProgramme}>
        {labels.changeProgramme}
      </button>
    </div>
  );
}
