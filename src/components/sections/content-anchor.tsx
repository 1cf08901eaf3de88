import type { ReactNode } from 'react';
import type { ContentLink } from '@content/sections-schema';
import { ExternalLink } from '@/components/ui/external-link';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/routing';
import { catalogues } from '@/i18n/catalogues';
import { hrefIn } from './content-href';

const linkWords = { ar: catalogues.ar.Links, en: catalogues.en.Links };

/** Where a portal link goes when the deployment has not configured the portal's address. */
const ACCOUNT_HELP = '/e-services/guide#college-account';

/**
 * A content link (a card's link, a call-out's action): a site page through Link, a file as a
 * download, another site in a new tab, and a configured address the deployment left out as the
 * guide to signing in.
 */
export function ContentAnchor({
  locale,
  link,
  className,
  children,
}: {
  locale: Locale;
  link: ContentLink;
  className: string;
  children?: ReactNode;
}) {
  const href = hrefIn(locale, link.href);
  const words = linkWords[locale];
  const label = (
    <>
      {children}
      <span aria-hidden={link.srLabel ? true : undefined}>{link.label}</span>
      {link.srLabel ? <span className="sr-only">{link.srLabel}</span> : null}
    </>
  );
  if (!href) {
    // A configured address the deployment left out: say the service opens with the college
    // account, and link to how to sign in, rather than a dead link.
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <span className="text-sm text-slate-700 dark:text-slate-300">{words.opensWithAccount}</span>
        <Link href={hrefIn(locale, ACCOUNT_HELP)} className={className}>
          {label}
          <span className="sr-only">{` (${words.howToSignIn})`}</span>
        </Link>
      </span>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} newTabLabel={words.newTab} className={className}>
        {label}
      </ExternalLink>
    );
  }
  const download = href.startsWith('/downloads/');
  if (href.startsWith('/') && !download) {
    return (
      <Link href={href} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <a href={href} className={className} download={download ? '' : undefined}>
      {label}
    </a>
  );
}
