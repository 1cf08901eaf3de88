import { getMessages, getTranslations } from 'next-intl/server';
import { DeskCard, DeskPage } from '@/components/staff/desk-page';
import { ReviewSectionsForm } from '@/components/staff/review-sections-form';
import type { ReviewableSection } from '@/config/editor-sections';
import { reviewedSections } from '@/server/pages/page-review';
import { sectionNames } from '@/server/staff/section-names';
import { SettingsForm } from '@/components/staff/settings-form';
import { SettingTokenList } from '@/components/staff/setting-token-list';
import { openStaffPage } from '@/components/staff/staff-page';
import { ExternalLink } from '@/components/ui/external-link';
import { Link } from '@/components/ui/link';
import { directionsHref } from '@/config/site';
import { localePath } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { getDb } from '@/server/db/client';
import { settingsForEditing } from '@/server/settings/settings-desk';

/** The site's settings (administrators): where they stand, and their form. */
export default async function SettingsDesk({ params }: PageProps<'/[locale]/staff/settings'>) {
  const { locale } = await openStaffPage(params, '/staff/settings', 'administrator');
  const t = await getTranslations({ locale, namespace: 'StaffSettings' });
  const messages = await getMessages({ locale });
  const db = await getDb();
  const { values, version, row } = await settingsForEditing(db);
  const date = workspaceDateTime(locale);
  const links = await getTranslations({ locale, namespace: 'Links' });
  const wording = await getTranslations({ locale, namespace: 'StaffMailWording' });
  return (
    <DeskPage id="settings-title" title={t('title')} intro={t('intro')}>
      <p
        className="text-sm text-slate-600 dark:text-slate-400"
        data-settings-state={row ? 'saved' : 'environment'}
      >
        {row
          ? t('lastChange', { when: date.format(row.updatedAt), who: row.updatedBy })
          : t('fromEnvironment')}
      </p>
      <p>
        <Link href={localePath(locale, '/staff/settings/emails')}>{wording('settingsLink')}</Link>
      </p>
      <SettingTokenList intro={t('tokens')} />
      <p>
        <ExternalLink href={directionsHref()} newTabLabel={links('newTab')}>
          {t('directions')}
        </ExternalLink>
      </p>
      <SettingsForm
        key={version}
        locale={locale}
        labels={messages.StaffSettings}
        values={values}
        version={version}
      />
      <DeskCard title={t('review.title')}>
        <p className="mb-4 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          {t('review.intro')}
        </p>
        <ReviewSectionsForm
          locale={locale}
          labels={messages.StaffSettings}
          reviewed={(await reviewedSections(db)) as ReviewableSection[]}
          names={sectionNames(locale)}
        />
      </DeskCard>
    </DeskPage>
  );
}
