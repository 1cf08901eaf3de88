'use client';

import { primaryButton, secondaryButton } from '../ui/styles';
import { useStaffPost } from './use-staff-post';

/**
 * A workspace action that is one button: posts `body` to `endpoint` (a circular shown as the
 * banner, an item submitted for review), then reads the page again; a refusal's message in a
 * notice. `marker` names it for the tests (`data-{marker}`).
 */
export function StaffPostButton({
  locale,
  endpoint,
  body,
  words,
  primary = false,
  marker,
}: {
  locale: 'ar' | 'en';
  endpoint: string;
  body: unknown;
  words: { label: string; done: string; failedTitle: string; failedNetwork: string };
  primary?: boolean;
  marker: string;
}) {
  const { pending, post } = useStaffPost(locale, words);
  return (
    <button
      type="button"
      disabled={pending}
      className={primary ? primaryButton : secondaryButton}
      {...{ [`data-${marker}`]: '' }}
      onClick={() => post(endpoint, body, words.done)}
    >
      {words.label}
    </button>
  );
}
