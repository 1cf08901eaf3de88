'use client';

import { primaryButton } from '../ui/styles';
import { useStaffPost } from './use-staff-post';

/** Submits a draft item for review (POST {endpoint} {action: 'submit', version}). */
export function ItemSubmitButton({
  locale,
  endpoint,
  version,
  words,
}: {
  locale: 'ar' | 'en';
  endpoint: string;
  version: string;
  words: { submit: string; submitted: string; failedTitle: string; failedNetwork: string };
}) {
  const { pending, post } = useStaffPost(locale, words);
  return (
    <button
      type="button"
      className={primaryButton}
      disabled={pending}
      data-item-submit=""
      onClick={() => post(endpoint, { action: 'submit', version }, words.submitted)}
    >
      {words.submit}
    </button>
  );
}
