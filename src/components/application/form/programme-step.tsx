import {
  admissionTracks,
  programmesOf,
  type AdmissionTrack,
  type ProgrammeId,
} from '@/lib/application-choices';
import { isolateLtr } from '@/lib/bidi';
import { fill } from '@/lib/template';
import type { FieldControls } from './field-controls';
import type { Labels } from './form-answers';

/** Step 1: the admission track, the programme (with its minimum) and the academic year. */
export function ProgrammeStep({
  labels,
  fields: { select },
  track,
  programmeNames,
  intakes,
  minimumNote,
  windowNote,
  onChooseTrack,
  onTypedTrack,
}: {
  labels: Labels;
  fields: FieldControls;
  track: AdmissionTrack;
  programmeNames: Record<ProgrammeId, string>;
  intakes: string[];
  minimumNote: string | null;
  /** When the programme's window opens and closes (src/lib/application-windows.ts). */
  windowNote: string | null;
  onChooseTrack: (track: AdmissionTrack) => void;
  /** A track chosen before the page hydrated: its change event came before React's handler. */
  onTypedTrack: (track: AdmissionTrack) => void;
}) {
  const trackProgrammes = programmesOf[track] ?? programmesOf.undergraduate;
  return (
    <div className="grid gap-5">
      <fieldset>
        <legend className="font-bold text-slate-800 dark:text-slate-200">{labels.track}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {admissionTracks.map((each) => (
            <label
              key={each}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-brand-950"
            >
              <input
                type="radio"
                name="track"
                value={each}
                checked={track === each}
                onChange={() => onChooseTrack(each)}
                ref={(element) => {
                  if (element?.checked && track !== each) onTypedTrack(each);
                }}
                className="size-4 accent-brand-600"
              />
              {labels.tracks[each]}
            </label>
          ))}
        </div>
      </fieldset>
      {select(
        'programme',
        labels.programme,
        trackProgrammes.map((id) => [id, programmeNames[id]]),
        labels.programmeBlank,
      )}
      {minimumNote ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="minimum-note">
          {minimumNote}
        </p>
      ) : null}
      {windowNote ? (
        <p
          className="rounded-md border border-brand-300 bg-brand-50 p-3 text-sm text-slate-800 dark:border-brand-700 dark:bg-brand-950 dark:text-slate-100"
          data-testid="programme-window"
        >
          {windowNote}
        </p>
      ) : null}
      {select(
        'intake',
        labels.intake,
        intakes.map((year) => [year, fill(labels.intakeOption, { year: isolateLtr(year) })]),
      )}
    </div>
  );
}
