/**
 * A text field of the site's forms, cleaned before it is checked: `singleLine` for a name or a
 * title, `multiLine` for a description (src/lib/single-line.ts), then at most `max` characters.
 * The errors are message keys of the form's own catalogue.
 */
import './zod';
import { z } from 'zod';

/** A text that may be empty: `invalid` when it is not text, `tooLong` past `max`. */
export function optionalText(clean: (value: string) => string, max: number, tooLong: string) {
  return z
    .string({ error: 'invalid' })
    .transform(clean)
    .pipe(z.string().max(max, { error: tooLong }));
}

/** A text that must be there: `required` when it is empty (once cleaned) or not text. */
export function requiredText(
  clean: (value: string) => string,
  max: number,
  required: string,
  tooLong: string,
) {
  return z
    .string({ error: required })
    .transform(clean)
    .pipe(z.string().min(1, { error: required }).max(max, { error: tooLong }));
}
