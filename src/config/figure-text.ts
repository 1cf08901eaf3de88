/**
 * The college's figures as a page's words state them (issue #46, item 2): `{{fee.application}}`
 * is "100 Sudanese pounds", `{{tuition.medicine}}` "120,000 riyals a year" (or that it is set each
 * year), `{{housing.external}}` "1,500 to 2,500 riyals a month", `{{minimum.medicine}}` "90%",
 * `{{window.medicine}}` "1 Rajab to 15 Shaban every year" (or the two dates set, or closed),
 * `{{programme.medicine.dean}}` the dean's name in the page's language (and `.degree`,
 * `.duration`, `.faculty`), `{{documents.undergraduate}}` the documents a track's applicants bring
 * (alone in a list's entry, the list's entries: `figureList`).
 * The words of each currency and period are the `Figures` catalogue's; the numbers are the
 * editors' (src/lib/college-figures.ts), read when the page is drawn.
 */
import { catalogues } from '@/i18n/catalogues';
import { intlLocale, type Locale } from '@/i18n/routing';
import {
  admissionTracks,
  programmeIds,
  undergraduateProgrammes,
  type AdmissionTrack,
  type ProgrammeId,
} from '@/lib/application-choices';
import {
  currentFigures,
  housingKinds,
  minimumFor,
  programmeFactKinds,
  type ProgrammeFactKind,
  type Currency,
  type UndergraduateProgramme,
} from '@/lib/college-figures';
import { formatDate } from '@/lib/format';
import { fill } from '@/lib/template';

/** Every figure a page may name, in the order the editor's help lists them. */
export const figureTokens: string[] = [
  'fee.application',
  ...undergraduateProgrammes.map((id) => `tuition.${id}`),
  ...housingKinds.map((kind) => `housing.${kind}`),
  'minimum.undergraduate',
  'minimum.international',
  ...undergraduateProgrammes.map((id) => `minimum.${id}`),
  ...programmeIds.map((id) => `window.${id}`),
  ...undergraduateProgrammes.flatMap((id) =>
    programmeFactKinds.map((fact) => `programme.${id}.${fact}`),
  ),
  ...admissionTracks.map((track) => `documents.${track}`),
  'documents.programmes',
  ...undergraduateProgrammes.map((id) => `documents.${id}`),
];

function number(locale: Locale, value: number): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(value);
}

/** "120,000 riyals": an amount in its currency's words. */
export function amountText(locale: Locale, amount: number, currency: Currency): string {
  return fill(catalogues[locale].Figures.amount[currency], { amount: number(locale, amount) });
}

function rangeText(locale: Locale, from: number, to: number | null, currency: Currency): string {
  if (to === null || to === from) return amountText(locale, from, currency);
  return fill(catalogues[locale].Figures.range, {
    from: number(locale, from),
    to: amountText(locale, to, currency),
  });
}

/** The words of the figure `name` in `locale`; null for a name that is no figure. */
export function figureText(name: string, locale: Locale): string | null {
  const words = catalogues[locale].Figures;
  const figures = currentFigures();
  const [kind, id, part] = name.split('.') as [string, string | undefined, string | undefined];
  if (name === 'fee.application') {
    return amountText(locale, figures.applicationFee, 'SDG');
  }
  if (kind === 'tuition' && id && Object.hasOwn(figures.tuition, id)) {
    const tuition = figures.tuition[id as UndergraduateProgramme];
    if (tuition.amount === null) return words.setEachYear;
    return fill(words.per[tuition.period], {
      amount: amountText(locale, tuition.amount, tuition.currency),
    });
  }
  if (kind === 'housing' && id && Object.hasOwn(figures.housing, id)) {
    const housing = figures.housing[id as (typeof housingKinds)[number]];
    return fill(words.per.month, {
      amount: rangeText(locale, housing.from, housing.to, housing.currency),
    });
  }
  if (kind === 'minimum' && (id === 'undergraduate' || id === 'international')) {
    return `${figures.minimums[id]}%`;
  }
  if (kind === 'window' && id && Object.hasOwn(figures.windows, id)) {
    // As the college sets it, not today's dates: the pages keep it until the figures change.
    const window = figures.windows[id as ProgrammeId];
    if (window.kind !== 'dates') return words.window[window.kind];
    return fill(words.window.dates, {
      opens: formatDate(locale, window.opens),
      closes: formatDate(locale, window.closes),
    });
  }
  if (
    kind === 'programme' &&
    id &&
    Object.hasOwn(figures.programmes, id) &&
    (programmeFactKinds as readonly string[]).includes(part ?? '')
  ) {
    return figures.programmes[id as UndergraduateProgramme][part as ProgrammeFactKind][locale];
  }
  if (kind === 'minimum' && id && Object.hasOwn(figures.minimums.programmes, id)) {
    return `${minimumFor('undergraduate', id as UndergraduateProgramme, figures.minimums)!.percentage}%`;
  }
  // A list named inside a sentence: its entries one after the other.
  const list = figureList(name, locale);
  if (list) return list.join(locale === 'ar' ? '؛ ' : '; ');
  return null;
}

/**
 * The lists of documents a list's entry may stand for (`{{documents.undergraduate}}` alone in a
 * list's entry becomes the track's documents, one entry each, src/config/setting-tokens.ts):
 * each track's, a programme's own (`documents.medicine`, maybe none), and every programme's own
 * with its degree (`documents.programmes`). Null for a name that is no list.
 */
export function figureList(name: string, locale: Locale): string[] | null {
  const [kind, id, more] = name.split('.');
  if (kind !== 'documents' || !id || more !== undefined) return null;
  const figures = currentFigures();
  const { tracks, programmes } = figures.documents;
  if (Object.hasOwn(tracks, id)) return tracks[id as AdmissionTrack].map((item) => item[locale]);
  if (Object.hasOwn(programmes, id)) {
    return programmes[id as UndergraduateProgramme].map((item) => item[locale]);
  }
  if (id === 'programmes') {
    return undergraduateProgrammes.flatMap((programme) =>
      programmes[programme].map(
        (item) => `${figures.programmes[programme].degree[locale]}: ${item[locale]}`,
      ),
    );
  }
  return null;
}
