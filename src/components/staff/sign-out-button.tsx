'use client';

import { LogOut as logOutNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { secondaryButton } from '../ui/styles';

const LogOut = icon('log-out', logOutNode);

/** Ends the session on the server, then opens the sign-in page. */
export function SignOutButton({ label, signInHref }: { label: string; signInHref: string }) {
  return (
    <button
      type="button"
      className={secondaryButton}
      onClick={async () => {
        await fetch('/api/auth/sign-out', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }).catch(() => undefined);
        window.location.assign(signInHref);
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
