'use client';

import { useRouter } from 'next/navigation';
import { secondaryButton } from '../ui/styles';
import { useStaffPost } from './use-staff-post';

/** Shows the circular as the site's banner (POST {endpoint} {version}), then reads the page again. */
export function CircularBannerButton({
  locale,
  endpoint,
  version,
  words,
}: {
  locale: 'ar' | 'en';
  endpoint: string;
  version: string;
  words: { action: string; done: string; failedTitle: string; failedNetwork: string };
}) {
  const router = useRouter();
  const { pending, post } = useStaffPost(locale, words);
  return (
    <button
      type="button"
      disabled={pending}
      className={secondaryButton}
      data-circular-banner="show"
      onClick={() => post(endpoint, { version }, words.done, () => router.refresh())}
    >
      {words.action}
    </button>
  );
}
