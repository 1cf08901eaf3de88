import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Every internal link of the site: Next's Link (client-side navigation) without prefetching.
 * Next prefetches each link as it scrolls into view; on this site's visitors' slow, metered
 * mobile data that spends bytes on pages they may never open, and on a mid-range phone the
 * prefetched responses kept the main thread busy just after the page became usable (hundreds of
 * milliseconds of blocking time in Lighthouse). A click still navigates without a full reload.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
