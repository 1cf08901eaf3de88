/**
 * The part of the college's figures (./college-figures.ts) the browser needs too: the admission
 * minimums the application form checks and the programmes' windows, their first values, and
 * the store this process holds the figures in. Kept apart so that the public pages' scripts
 * never carry the rest (the fees' words, the programmes' facts in both languages), which only
 * the server states. Loaded outside the Next.js bundler too: relative imports only.
 */
import {
  programmeIds,
  undergraduateProgrammes,
  type AdmissionTrack,
  type ProgrammeId,
} from './application-choices';
import type { CollegeFigures } from './college-figures';
import { processStore } from './process-store';

type UndergraduateProgramme = (typeof undergraduateProgrammes)[number];

/** The specification's minimums (spec 000 section 9, spec 001 section 5). */
export const defaultMinimums: CollegeFigures['minimums'] = {
  undergraduate: 70,
  international: 75,
  programmes: {
    medicine: { percentage: 90, science: true },
    'nursing-bachelor': { percentage: null, science: true },
    'nursing-diploma': { percentage: null, science: false },
    'medical-labs': { percentage: null, science: true },
    it: { percentage: null, science: false },
    law: { percentage: null, science: false },
    business: { percentage: null, science: false },
    media: { percentage: null, science: false },
  },
};

const always = { kind: 'always', opens: '', closes: '' } as const;

/** Every programme with every intake, medicine from 1 Rajab to 15 Shaban (spec 001 section 9). */
export const defaultWindows: CollegeFigures['windows'] = {
  ...(Object.fromEntries(programmeIds.map((id) => [id, always])) as CollegeFigures['windows']),
  medicine: { kind: 'hijri', opens: '', closes: '' },
};

/**
 * The figures this process states (./process-store.ts); in the browser, only the minimums the
 * application form's page was drawn with (adoptMinimums). Empty in `next build`, where the
 * specification's stand.
 */
export const figuresStore = processStore<CollegeFigures>('college-figures');

/** The admission minimums in force. */
export function currentMinimums(): CollegeFigures['minimums'] {
  return figuresStore().values?.minimums ?? defaultMinimums;
}

/** The programmes' windows in force. */
export function currentWindows(): CollegeFigures['windows'] {
  return figuresStore().values?.windows ?? defaultWindows;
}

/**
 * In the browser: the minimums the application form's page was drawn with (the server's, as the
 * editors set them), for the form's own check before it is sent. The server keeps its own.
 */
export function adoptMinimums(minimums: CollegeFigures['minimums']): void {
  if (typeof window === 'undefined') return;
  const store = figuresStore();
  if (store.values?.minimums === minimums) return;
  // The browser holds the minimums only: nothing there reads the other figures.
  store.values = { ...store.values, minimums } as CollegeFigures;
}

/**
 * The secondary-certificate average a programme asks of a track, and whether it asks for the
 * science stream; null for graduate programmes (they ask for a degree, judged by the committee).
 */
export function minimumFor(
  track: AdmissionTrack,
  programme: ProgrammeId,
  minimums: CollegeFigures['minimums'] = currentMinimums(),
): { percentage: number; science: boolean } | null {
  if (track === 'graduate') return null;
  const own = minimums.programmes[programme as UndergraduateProgramme];
  const general = minimums[track];
  if (!own) return { percentage: general, science: false };
  return { percentage: Math.max(general, own.percentage ?? 0), science: own.science };
}
