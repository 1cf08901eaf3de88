/**
 * Keeps a number and its unit on one line ("24 ساعة", "5 MB", "6 years"): the space between
 * them becomes a no-break space, so a phone never leaves the unit alone at the start of a line.
 */
import { FORMATTED_FIELD, mapRichWords } from './rich-text';

const UNITS = [
  // Arabic: time, size, distance, money, study.
  'ساعة',
  'ساعات',
  'ساعتين',
  'دقيقة',
  'دقائق',
  'يوم',
  'يوماً',
  'أيام',
  'أسبوع',
  'أسابيع',
  'شهر',
  'شهراً',
  'أشهر',
  'سنة',
  'سنوات',
  'عام',
  'أعوام',
  'فصول',
  'ميغابايت',
  'غيغابايت',
  'جيجابايت',
  'تيرابايت',
  'كم',
  'كيلومتر',
  'متر',
  'جنيه',
  'ريال',
  'دولار',
  'طالب',
  'طالباً',
  // English.
  'hours?',
  'minutes?',
  'days?',
  'weeks?',
  'months?',
  'years?',
  'semesters?',
  'credit hours?',
  'km',
  'MB',
  'GB',
  'TB',
  'SDG',
  'SAR',
  'USD',
  'riyals?',
  'pounds?',
  'students?',
];

const pattern = new RegExp(
  `([0-9\\u0660-\\u0669+]) (?=(?:${UNITS.join('|')})(?![\\p{L}\\p{M}]))`,
  'gu',
);

export function keepUnits(text: string): string {
  return text.replace(pattern, '$1\u00a0');
}

/**
 * keepUnits applied to every string of a value (content read from the page modules, a page's
 * published words), formatted text to the words of its document.
 */
export function keepUnitsDeep<T>(value: T, key?: string): T {
  if (typeof value === 'string') {
    return (key === FORMATTED_FIELD ? mapRichWords(value, keepUnits) : keepUnits(value)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => keepUnitsDeep(item, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, keepUnitsDeep(item, name)]),
    ) as T;
  }
  return value;
}
