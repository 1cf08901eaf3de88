import { workspaceDateTime } from '@/lib/format';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { openStaffPage, titleFrom } from '@/components/staff/staff-page';
import { DeskCard, DeskRecordPage, DeskSection } from '@/components/staff/desk-page';
import { AccountActions, RolesForm, SectionsForm } from '@/components/staff/account-forms';
import { AccountLog } from '@/components/staff/account-log';
import { localePath } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { getAccount } from '@/server/staff/accounts/accounts-desk';
import { PASSWORD_LINK_HOURS } from '@/server/staff/staff-constants';
import { sectionNames } from '@/server/staff/section-names';

// The account's name is personal data: the title names the area only.
export const generateMetadata = titleFrom((messages) => messages.StaffAccounts.details);

/** One account: its details, its roles, its sign-in (link, disable, two-factor), its history. */
export default async function Account({ params }: PageProps<'/[locale]/staff/accounts/[id]'>) {
  const {
    locale,
    params: { id },
    staff,
  } = await openStaffPage(params, '/staff/accounts/[id]', 'administrator');
  const record = await getAccount(await getDb(), id);
  if (!record) notFound();
  const { account, log } = record;
  const t = await getTranslations({ locale, namespace: 'StaffAccounts' });
  const messages = await getMessages({ locale });
  const date = workspaceDateTime(locale);
  const state = account.disabled ? 'disabled' : account.hasPassword ? 'active' : 'invited';
  const facts: [string, React.ReactNode][] = [
    [
      t('email'),
      <bdi key="email" dir="ltr">
        {account.email}
      </bdi>,
    ],
    [t('columns.state'), t(`states.${state}`)],
    [t('columns.twoFactor'), account.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')],
    [
      t('language'),
      <span key="language" lang={account.locale}>
        {t(`languages.${account.locale}`)}
      </span>,
    ],
    [
      t('createdAt'),
      <time key="created" dateTime={account.createdAt.toISOString()}>
        {date.format(account.createdAt)}
      </time>,
    ],
    [
      t('columns.lastActive'),
      account.lastActiveAt ? (
        <time key="active" dateTime={account.lastActiveAt.toISOString()}>
          {date.format(account.lastActiveAt)}
        </time>
      ) : (
        t('never')
      ),
    ],
  ];

  return (
    <DeskRecordPage
      id="account-title"
      back={{ href: localePath(locale, '/staff/accounts'), label: t('back') }}
      heading={
        <>
          <bdi>{account.name}</bdi>
          {account.id === staff.id ? <> {t('you')}</> : null}
        </>
      }
    >
      <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-account-facts="">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-bold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <DeskCard title={t('rolesTitle')}>
          <RolesForm
            locale={locale}
            labels={messages.StaffAccounts}
            accountId={account.id}
            roles={account.roles}
          />
        </DeskCard>
        {account.roles.includes('editor') ? (
          <DeskCard title={t('sectionsTitle')}>
            <SectionsForm
              locale={locale}
              labels={messages.StaffAccounts}
              accountId={account.id}
              scope={account.sections}
              names={sectionNames(locale)}
            />
          </DeskCard>
        ) : null}
        <DeskCard title={t('actionsTitle')}>
          <AccountActions
            locale={locale}
            labels={messages.StaffAccounts}
            account={account}
            self={account.id === staff.id}
            hours={PASSWORD_LINK_HOURS}
          />
        </DeskCard>
      </div>

      <DeskSection id="account-log" title={t('logTitle')}>
        <AccountLog locale={locale} entries={log} empty={t('noLog')} />
      </DeskSection>
    </DeskRecordPage>
  );
}
