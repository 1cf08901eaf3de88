import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { DeskSection } from './desk-page';
import { StaffPostButton } from './staff-post-button';

/**
 * The part of an urgent circular's page that shows it on every page as the site's banner, for an
 * editor of the banner too: what it does, and the button, or why it cannot yet.
 */
export async function CircularBannerSection({
  locale,
  endpoint,
  version,
  ready,
}: {
  locale: Locale;
  endpoint: string;
  version: string;
  /** Urgent, published and current: it can be the banner. */
  ready: boolean;
}) {
  const messages = await getMessages({ locale });
  const words = messages.StaffCirculars.banner;
  const { failedTitle, failedNetwork } = messages.StaffCirculars.editor;
  return (
    <DeskSection id="circular-banner" title={words.heading}>
      <p>{words.intro}</p>
      {ready ? (
        <StaffPostButton
          locale={locale}
          endpoint={endpoint}
          body={{ version }}
          words={{ label: words.action, done: words.done, failedTitle, failedNetwork }}
          marker="circular-banner-show"
        />
      ) : (
        <p className="font-bold" data-circular-banner="not-ready">
          {words.needs}
        </p>
      )}
    </DeskSection>
  );
}
