import { getMessages, getTranslations } from 'next-intl/server';
import { DeskPage } from '@/components/staff/desk-page';
import { MailWordingForm, type WordGroup } from '@/components/staff/mail-wording-form';
import { openStaffPage } from '@/components/staff/staff-page';
import { workspaceDateTime } from '@/lib/format';
import { mailWordGroups, placeholdersOf, roleOf, type MailWordKey } from '@/lib/mail-wording';
import { getDb } from '@/server/db/client';
import { catalogueWord, mailWordingForEditing } from '@/server/settings/mail-wording-desk';

/** The e-mails' wording (administrators): where it stands, and its form. */
export default async function MailWordingDesk({
  params,
}: PageProps<'/[locale]/staff/settings/emails'>) {
  const { locale } = await openStaffPage(params, '/staff/settings/emails', 'administrator');
  const t = await getTranslations({ locale, namespace: 'StaffMailWording' });
  const messages = await getMessages({ locale });
  const { values, version, row } = await mailWordingForEditing(await getDb());
  const date = workspaceDateTime(locale);
  const groups: WordGroup[] = mailWordGroups.map((group) => {
    let paragraph = 0;
    return {
      key: group.key,
      arabicOnly: group.locales.length === 1,
      words: group.words.map((word) => {
        const subject = roleOf(word) === 'subject';
        if (!subject) paragraph += 1;
        return {
          word,
          subject,
          number: paragraph,
          fields: group.locales.map((lang) => {
            const key: MailWordKey = `${lang}.${word}`;
            const first = catalogueWord(key).text;
            return {
              key,
              value: values[key] || first,
              first,
              placeholders: placeholdersOf(first),
            };
          }),
        };
      }),
    };
  });
  return (
    <DeskPage id="mail-wording-title" title={t('title')} intro={t('intro')}>
      <p
        className="text-sm text-slate-600 dark:text-slate-400"
        data-mail-wording-state={row ? 'saved' : 'first'}
      >
        {row
          ? t('lastChange', { when: date.format(row.updatedAt), who: row.updatedBy })
          : t('firstValues')}
      </p>
      <p>{t('howTo')}</p>
      <MailWordingForm
        key={version}
        locale={locale}
        labels={messages.StaffMailWording}
        groups={groups}
        version={version}
      />
    </DeskPage>
  );
}
