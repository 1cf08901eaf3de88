'use client';

import { LoaderCircle as loaderCircleNode } from 'lucide';
import { icon } from './icon';
import type { ReactNode } from 'react';
import { primaryButton } from './styles';
import { useHydrated } from './use-hydrated';

const LoaderCircle = icon('loader-circle', loaderCircleNode);

/**
 * A form's main button: disabled until the page's script runs (useHydrated) and while its
 * request is under way, with a spinner and, when given, the words of that state ("Sending…").
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={pending || !hydrated} className={primaryButton}>
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
