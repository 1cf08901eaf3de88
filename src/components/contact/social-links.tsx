import { getTranslations } from 'next-intl/server';
import { socialChannels } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { NewTabLink } from '@/components/ui/new-tab-link';

/**
 * The college's social channels (configuration: COLLEGE_FACEBOOK_URL and the others), as a
 * labelled list of links; nothing at all when none is configured.
 */
export async function SocialLinks({
  locale,
  className = '',
}: {
  locale: Locale;
  className?: string;
}) {
  const channels = socialChannels();
  if (channels.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const links = await getTranslations({ locale, namespace: 'Links' });
  return (
    <nav aria-label={t('social')} className={className} data-testid="social-links">
      <p className="mb-2 text-sm font-bold">{t('social')}</p>
      <ul className="flex flex-wrap gap-2 text-sm">
        {channels.map(({ id, href }) => (
          <li key={id}>
            <NewTabLink
              href={href}
              className="inline-flex min-h-10 items-center rounded-full border border-current px-3 underline-offset-4 hover:underline"
            >
              {t(`socialNames.${id}`)}
              <span className="sr-only"> ({links('newTab')})</span>
            </NewTabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
