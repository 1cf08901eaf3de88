import { getMessages, getTranslations } from 'next-intl/server';
import { openStaffPage } from '@/components/staff/staff-page';
import { DeskPage, DeskSection } from '@/components/staff/desk-page';
import { StatusTemplateForm } from '@/components/staff/status-template-form';
import { siteConfig } from '@/config/site';
import { localePath } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { settableStatuses } from '@/lib/review-status';
import { templatePlaceholders } from '@/lib/status-templates';
import { getDb } from '@/server/db/client';
import { listStatusTemplates, templateValues } from '@/server/applications/status-templates';

/**
 * The status e-mails in the office's own words (issue #45, item 2): for each status the office
 * sets, its subject and text in Arabic and in English, each saved on its own or restored to the
 * college's default, with the placeholders the e-mail fills in and a preview of a sample
 * application's e-mail.
 */
export default async function StatusTemplatesPage({
  params,
}: PageProps<'/[locale]/staff/applications/templates'>) {
  const { locale } = await openStaffPage(params, '/staff/applications/templates', 'admissions');
  const t = await getTranslations({ locale, namespace: 'StaffTemplates' });
  const statuses = await getTranslations({ locale, namespace: 'ApplicationStatus.statuses' });
  const messages = await getMessages({ locale });
  const templates = await listStatusTemplates(await getDb());
  const date = workspaceDateTime(locale);
  const sample = (language: 'ar' | 'en', status: (typeof settableStatuses)[number]) =>
    templateValues(
      {
        reference: 'RWD-2026-7KQ4ZP',
        applicantName: messages.StaffTemplates.sampleName,
        form: { programme: 'nursing-bachelor', intake: '2027-2028' } as never,
        feeStatus: 'unpaid',
      },
      status,
      messages.StaffTemplates.sampleMessage,
      `${siteConfig.siteUrl}${localePath(language, '/admission/your-application')}#…`,
      language,
    );

  return (
    <DeskPage
      id="templates-title"
      title={t('title')}
      intro={
        <div className="max-w-3xl space-y-3">
          {/* Raw: its braces are the placeholders' own, not the catalogue's. */}
          <p>{messages.StaffTemplates.intro}</p>
          <p>
            <a href={localePath(locale, '/staff/applications')} className="font-bold underline">
              {t('backToInbox')}
            </a>
          </p>
        </div>
      }
    >
      <DeskSection id="templates-placeholders" title={t('placeholdersHeading')}>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {templatePlaceholders.map((name) => (
            <div key={name} className="contents">
              <dt>
                <code dir="ltr">{`{${name}}`}</code>
              </dt>
              <dd>{t(`placeholders.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </DeskSection>
      {settableStatuses.map((status) => (
        <DeskSection
          key={status}
          id={`templates-${status}`}
          title={statuses(`${status}.label`)}
          className="space-y-6"
        >
          <div className="grid gap-10 xl:grid-cols-2">
            {(['ar', 'en'] as const).map((language) => {
              const template = templates.find(
                (each) => each.status === status && each.locale === language,
              )!;
              return (
                <div key={language} className="space-y-2">
                  <h3 className="text-lg font-bold">{t(`languages.${language}`)}</h3>
                  {template.custom ? (
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {t('savedBy', {
                        when: date.format(template.custom.updatedAt),
                        who: template.custom.updatedBy,
                      })}
                    </p>
                  ) : null}
                  <StatusTemplateForm
                    key={template.custom?.updatedAt.toISOString() ?? 'default'}
                    locale={locale}
                    labels={messages.StaffTemplates}
                    status={status}
                    language={language}
                    initial={{ subject: template.subject, body: template.body }}
                    custom={template.custom !== null}
                    sample={sample(language, status)}
                  />
                </div>
              );
            })}
          </div>
        </DeskSection>
      ))}
    </DeskPage>
  );
}
