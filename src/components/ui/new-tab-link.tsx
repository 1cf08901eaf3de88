import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that opens in a new tab without giving the opened page a handle on ours (noopener)
 * or our address (noreferrer): the one place those attributes are written. What the link says
 * to screen readers about the new tab is its children's (ExternalLink adds the words and icon).
 */
export function NewTabLink({
  href,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
}
