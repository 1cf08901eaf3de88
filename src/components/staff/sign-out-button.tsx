'use client';

import { LogOut } from 'lucide-react';
import { secondaryButton } from '../ui/styles';

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
