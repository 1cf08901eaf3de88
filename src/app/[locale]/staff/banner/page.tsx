import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import { BannerForm } from '@/components/staff/banner-form';
import { RevisionHistory } from '@/components/staff/revision-history';
import { intlLocale, localePath } from '@/i18n/routing';
import { bannerState } from '@/lib/banner';
import { COLLEGE_TIME_ZONE } from '@/lib/news';
import { getBanner } from '@/server/banner/site-banner';
import { getDb } from '@/server/db/client';
import { listRevisions } from '@/server/publishing/record-revisions';
import { requireStaffPage } from '@/server/staff/staff-session';

/** A time as the form's `datetime-local` field shows it, in Khartoum (UTC+2). */
function inKhartoum(at: Date | null): string {
  return at ? new Date(at.getTime() + 2 * 3600_000).toISOString().slice(0, 16) : '';
}

/**
 * The site-wide announcement banner: where it stands, its form, and the history of its saved
 * versions with each one's restore button.
 */
export default async function BannerDesk({ params }: PageProps<'/[locale]/staff/banner'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/banner'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffBanner' });
  const messages = await getMessages({ locale });
  const db = await getDb();
  const banner = await getBanner(db);
  const revisions = await listRevisions(db, 'banner', 1);
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: COLLEGE_TIME_ZONE,
  });
  const state = banner ? bannerState(banner) : 'none';
  const stateText =
    state === 'waiting' && banner?.shownFrom
      ? t('states.waiting', { at: date.format(banner.shownFrom) })
      : t(`states.${state === 'waiting' ? 'shown' : state}`);

  return (
    <section aria-labelledby="banner-title" className="space-y-6">
      <h1 id="banner-title" className="text-3xl font-bold text-brand-900 dark:text-white">
        {t('title')}
      </h1>
      <p className="max-w-3xl">{t('intro')}</p>
      <p className="font-bold" data-banner-state={state}>
        {t('now', { state: stateText })}
      </p>
      {banner ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('lastChange', { when: date.format(banner.updatedAt), who: banner.updatedBy ?? '' })}
        </p>
      ) : null}
      <BannerForm
        key={banner?.updatedAt.toISOString() ?? 'new'}
        locale={locale}
        labels={messages.StaffBanner}
        initial={{
          messageAr: banner?.messageAr ?? '',
          messageEn: banner?.messageEn ?? '',
          linkHref: banner?.linkHref ?? '',
          linkLabelAr: banner?.linkLabelAr ?? '',
          linkLabelEn: banner?.linkLabelEn ?? '',
          severity: banner?.severity ?? 'info',
          shownFrom: inKhartoum(banner?.shownFrom ?? null),
          shownUntil: inKhartoum(banner?.shownUntil ?? null),
        }}
      />
      {revisions.length > 0 ? (
        <RevisionHistory
          locale={locale}
          namespace="StaffBanner"
          endpoint="/api/staff/banner"
          revisions={revisions}
          marker="banner"
          describe={(snapshot) => {
            const message = String(snapshot[locale === 'ar' ? 'messageAr' : 'messageEn'] ?? '');
            return snapshot.enabled ? message : t('history.off', { message });
          }}
        />
      ) : null}
    </section>
  );
}
