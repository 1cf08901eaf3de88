import { getMessages, getTranslations } from 'next-intl/server';
import { DeskPage, DeskSection } from '@/components/staff/desk-page';
import { openStaffPage } from '@/components/staff/staff-page';
import { SupportAnswerForm } from '@/components/staff/support-answer-form';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { getDb } from '@/server/db/client';
import { listSupportAnswers } from '@/server/support/support-answers';

/**
 * The support desk's saved answers (issue #45): each one's title and text, changed or deleted
 * in place, and a new one added; a request's page inserts them into its reply.
 */
export default async function SupportAnswersPage({
  params,
}: PageProps<'/[locale]/staff/support/answers'>) {
  const { locale } = await openStaffPage(params, '/staff/support/answers', 'support');
  const t = await getTranslations({ locale, namespace: 'StaffSupport.answers' });
  const labels = (await getMessages({ locale })).StaffSupport.answers;
  const answers = await listSupportAnswers(await getDb());
  const date = workspaceDateTime(locale);

  return (
    <DeskPage
      id="support-answers-title"
      title={t('title')}
      intro={
        <div className="max-w-3xl space-y-3">
          <p>{t('intro')}</p>
          <p>
            <Link href={localePath(locale, '/staff/support')} className="font-bold underline">
              {t('back')}
            </Link>
          </p>
        </div>
      }
    >
      <DeskSection id="support-answers-new" title={t('newHeading')} className="max-w-3xl space-y-4">
        <SupportAnswerForm locale={locale} labels={labels} />
      </DeskSection>
      <ul className="max-w-3xl space-y-8" data-support-answers="">
        {answers.map((answer) => (
          <li key={answer.id} className="rounded border border-slate-300 p-4 dark:border-slate-600">
            <section aria-labelledby={`answer-${answer.id}-heading`} className="space-y-3">
              <h2 id={`answer-${answer.id}-heading`} className="text-xl font-bold" dir="auto">
                {answer.title}
              </h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('updated', { date: date.format(answer.updatedAt), who: answer.updatedBy })}
              </p>
              <SupportAnswerForm
                locale={locale}
                labels={labels}
                answer={{ id: answer.id, title: answer.title, body: answer.body }}
              />
            </section>
          </li>
        ))}
      </ul>
      {answers.length === 0 ? <p>{t('empty')}</p> : null}
    </DeskPage>
  );
}
