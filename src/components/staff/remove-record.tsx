'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { SitePath } from '@/config/site-paths';
import { localePath } from '@/i18n/routing';
import { dangerButton, secondaryButton } from '../ui/styles';
import { useStaffPost } from './use-staff-post';

/**
 * Removing a record of a workspace list (a board member, a directory record): a first button
 * that asks, the warning, then the button that removes it and goes back to the list.
 */
export function RemoveRecord({
  locale,
  endpoint,
  version,
  list,
  words,
}: {
  locale: 'ar' | 'en';
  /** The record's endpoint: its removal is `${endpoint}/remove`. */
  endpoint: string;
  /** The record's `updatedAt` when the page was read: a record changed since is not removed. */
  version: string;
  /** The list's path, unprefixed (`/staff/board`). */
  list: SitePath;
  words: {
    remove: string;
    removeWarning: string;
    removeConfirm: string;
    removed: string;
    failedTitle: string;
    failedNetwork: string;
  };
}) {
  const router = useRouter();
  const { pending, post } = useStaffPost(locale, words);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-700">
      {confirming ? (
        <>
          <p role="alert" className="font-bold">
            {words.removeWarning}
          </p>
          <button
            type="button"
            disabled={pending}
            className={dangerButton}
            onClick={() =>
              post(`${endpoint}/remove`, { version }, words.removed, () =>
                router.push(localePath(locale, list)),
              )
            }
          >
            {words.removeConfirm}
          </button>
        </>
      ) : (
        <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          {words.remove}
        </button>
      )}
    </div>
  );
}
