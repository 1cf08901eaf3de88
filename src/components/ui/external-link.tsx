import { ExternalLink as ExternalLinkIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { NewTabLink } from './new-tab-link';

/**
 * A link to another site: opens in a new tab without giving that page a handle on ours
 * (noopener), says so to screen readers, and shows the new-tab icon (mirrored in Arabic).
 */
export function ExternalLink({
  href,
  newTabLabel,
  className,
  children,
}: {
  href: string;
  /** The words "opens in a new tab" in the page's language, read after the link's text. */
  newTabLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <NewTabLink href={href} className={className}>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
    </NewTabLink>
  );
}
