import { workspaceDateTime } from '@/lib/format';
import { DeskCard, DeskSection } from '@/components/staff/desk-page';
import { getMessages, getTranslations } from 'next-intl/server';
import { openStaffPage, titleFrom } from '@/components/staff/staff-page';
import { InviteForm } from '@/components/staff/account-forms';
import { AccountLog } from '@/components/staff/account-log';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { listAccounts, recentAccountChanges } from '@/server/staff/accounts/accounts-desk';
import { PASSWORD_LINK_HOURS } from '@/server/staff/staff-constants';
import { scopeLine } from '@/server/staff/section-names';

export const generateMetadata = titleFrom((messages) => messages.StaffAccounts.title);

/** The administrator's accounts: an invitation, every account, the latest changes. */
export default async function Accounts({ params }: PageProps<'/[locale]/staff/accounts'>) {
  const { locale, staff } = await openStaffPage(params, '/staff/accounts', 'administrator');
  const t = await getTranslations({ locale, namespace: 'StaffAccounts' });
  const messages = await getMessages({ locale });
  const db = await getDb();
  const [accounts, changes] = await Promise.all([listAccounts(db), recentAccountChanges(db)]);
  const date = workspaceDateTime(locale);
  const separator = locale === 'ar' ? '، ' : ', ';
  const cell = 'border-b border-slate-200 px-3 py-2 text-start align-top dark:border-slate-700';

  return (
    <div className="space-y-10">
      <section aria-labelledby="accounts-title" className="space-y-4">
        <h1 id="accounts-title" className="text-3xl font-bold text-brand-900 dark:text-white">
          {t('title')}
        </h1>
        <p className="max-w-3xl">{t('intro', { hours: PASSWORD_LINK_HOURS })}</p>
      </section>

      <DeskSection id="accounts-list" title={t('listTitle')}>
        <p>{t('count', { count: accounts.length })}</p>
        <div
          role="region"
          aria-labelledby="accounts-list"
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700"
        >
          <table className="w-full min-w-[44rem] border-collapse text-sm" data-accounts-table="">
            <thead className="bg-slate-100 dark:bg-slate-800">
              <tr>
                {(['name', 'email', 'roles', 'state', 'twoFactor', 'lastActive'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className={`${cell} font-bold`}>
                      {t(`columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id}>
                  <th scope="row" className={`${cell} font-normal`}>
                    <Link
                      href={localePath(locale, `/staff/accounts/${account.id}`)}
                      className="font-bold underline"
                    >
                      <bdi>{account.name}</bdi>
                    </Link>
                    {account.id === staff.id ? <> {t('you')}</> : null}
                  </th>
                  <td className={cell}>
                    <bdi dir="ltr">{account.email}</bdi>
                  </td>
                  <td className={cell}>
                    {account.roles.map((role) => t(`roleNames.${role}`)).join(separator)}
                    {account.roles.includes('editor') && account.sections !== 'all' ? (
                      <span
                        className="mt-1 block text-slate-700 dark:text-slate-300"
                        data-account-sections=""
                      >
                        {t('columns.sectionsOf', { sections: scopeLine(locale, account.sections) })}
                      </span>
                    ) : null}
                  </td>
                  <td className={cell}>
                    {t(
                      `states.${account.disabled ? 'disabled' : account.hasPassword ? 'active' : 'invited'}`,
                    )}
                  </td>
                  <td className={cell}>
                    {account.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')}
                  </td>
                  <td className={cell}>
                    {account.lastActiveAt ? (
                      <time dateTime={account.lastActiveAt.toISOString()}>
                        {date.format(account.lastActiveAt)}
                      </time>
                    ) : (
                      t('never')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DeskSection>

      <DeskCard title={t('inviteTitle')}>
        <InviteForm locale={locale} labels={messages.StaffAccounts} />
      </DeskCard>

      <DeskSection id="accounts-changes" title={t('recentTitle')}>
        <AccountLog
          locale={locale}
          entries={changes}
          accountNames={new Map(accounts.map((account) => [account.id, account.name]))}
          empty={t('noChanges')}
        />
      </DeskSection>
    </div>
  );
}
