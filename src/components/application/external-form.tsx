import type { Messages } from 'next-intl';
import { NewTabLink } from '@/components/ui/new-tab-link';

/**
 * The 'form' tab when the college has an external online application form
 * (APPLICATION_FORM_URL): the spec's frame, 500 px high on small screens and 700 px from
 * medium up, and a link to open it in a new window when it does not show.
 */
export function ExternalForm({ url, labels }: { url: string; labels: Messages['Upload'] }) {
  return (
    <div className="space-y-3">
      <iframe
        src={url}
        title={labels.frameTitle}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-[500px] w-full rounded-lg border border-slate-300 md:h-[700px] dark:border-slate-600"
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {labels.frameNote}{' '}
        <NewTabLink href={url} className="font-bold text-brand-700 underline dark:text-brand-300">
          {labels.frameOpen}
        </NewTabLink>
      </p>
    </div>
  );
}
