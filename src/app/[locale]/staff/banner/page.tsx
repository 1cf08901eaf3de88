import { workspaceDateTime } from '@/lib/format';
import { getMessages, getTranslations } from 'next-intl/server';
import { BannerPreview } from '@/components/layout/site-banner';
import { openStaffPage } from '@/components/staff/staff-page';
import { BannerForm } from '@/components/staff/banner-form';
import { RevisionHistory } from '@/components/staff/revision-history';
import { dirOf, locales } from '@/i18n/routing';
import { bannerSchema, bannerState } from '@/lib/banner';
import { proposalReview } from '@/components/staff/proposal-review';
import { proposalOf } from '@/server/publishing/proposals';
import { bannerProposal, bannerVersion, bannerView, getBanner } from '@/server/banner/site-banner';
import { getDb } from '@/server/db/client';
import { listRevisions } from '@/server/publishing/record-revisions';
import { DeskPage, DeskSection } from '@/components/staff/desk-page';
import { collegeDateTimeInput } from '@/lib/college-time';

/**
 * The site-wide announcement banner: where it stands, its form, the saved banner as visitors see
 * it in each language, and the history of its saved versions with each one's restore button.
 */
export default async function BannerDesk({ params }: PageProps<'/[locale]/staff/banner'>) {
  const { locale, staff } = await openStaffPage(params, '/staff/banner', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffBanner' });
  const messages = await getMessages({ locale });
  const db = await getDb();
  const banner = await getBanner(db);
  const revisions = await listRevisions(db, 'banner', 1);
  const date = workspaceDateTime(locale);
  const state = banner ? bannerState(banner) : 'none';
  const stateText =
    state === 'waiting' && banner?.shownFrom
      ? t('states.waiting', { at: date.format(banner.shownFrom) })
      : t(`states.${state === 'waiting' ? 'shown' : state}`);
  const proposal = await proposalOf(db, 'banner');
  const review = await proposalReview({
    locale,
    staff,
    desk: 'banner',
    proposal,
    stale: Boolean(proposal && proposal.base !== (await bannerProposal.base(db))),
    change: (values) => {
      const parsed = bannerSchema.safeParse(values);
      if (!parsed.success) return null;
      const proposed = parsed.data;
      const at = proposed.shownFrom;
      const shown = bannerState(proposed);
      return (
        <div className="space-y-3">
          <p className="font-bold">
            {shown === 'waiting' && at
              ? t('states.waiting', { at: date.format(at) })
              : t(`states.${shown === 'waiting' ? 'shown' : shown}`)}
          </p>
          {locales.map((language) => (
            <div key={language} lang={language} dir={dirOf(language)}>
              <BannerPreview
                banner={bannerView({ ...proposed, id: 1, updatedAt: new Date(0) }, language)}
              />
            </div>
          ))}
        </div>
      );
    },
  });
  // An editor who must submit works on what they last submitted, if anything.
  const proposed = review.own ? bannerSchema.safeParse(review.own.values) : null;
  const shownInForm = proposed?.success ? proposed.data : banner;

  return (
    <DeskPage id="banner-title" title={t('title')} intro={t('intro')}>
      <p className="font-bold" data-banner-state={state}>
        {t('now', { state: stateText })}
      </p>
      {banner ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('lastChange', { when: date.format(banner.updatedAt), who: banner.updatedBy ?? '' })}
        </p>
      ) : null}
      {review.panel}
      <BannerForm
        key={`${bannerVersion(banner)}-${proposal?.reviewAt?.toISOString() ?? ''}`}
        locale={locale}
        version={bannerVersion(banner)}
        labels={messages.StaffBanner}
        proposing={review.mustSubmit ? messages.StaffItemReview.proposalSaved : undefined}
        initial={{
          messageAr: shownInForm?.messageAr ?? '',
          messageEn: shownInForm?.messageEn ?? '',
          linkHref: shownInForm?.linkHref ?? '',
          linkLabelAr: shownInForm?.linkLabelAr ?? '',
          linkLabelEn: shownInForm?.linkLabelEn ?? '',
          severity: shownInForm?.severity ?? 'info',
          shownFrom: collegeDateTimeInput(shownInForm?.shownFrom ?? null),
          shownUntil: collegeDateTimeInput(shownInForm?.shownUntil ?? null),
        }}
      />
      {banner ? (
        <DeskSection id="banner-preview-title" title={t('preview.heading')}>
          <p>{t('preview.intro')}</p>
          {locales.map((language) => (
            <div
              key={language}
              lang={language}
              dir={dirOf(language)}
              data-banner-preview={language}
            >
              <BannerPreview banner={bannerView(banner, language)} />
            </div>
          ))}
        </DeskSection>
      ) : null}
      {revisions.length > 0 ? (
        <RevisionHistory
          locale={locale}
          namespace="StaffBanner"
          endpoint="/api/staff/banner"
          readOnly={review.mustSubmit}
          revisions={revisions}
          marker="banner"
          describe={(snapshot) => {
            const message = String(snapshot[locale === 'ar' ? 'messageAr' : 'messageEn'] ?? '');
            return snapshot.enabled ? message : t('history.off', { message });
          }}
        />
      ) : null}
    </DeskPage>
  );
}
