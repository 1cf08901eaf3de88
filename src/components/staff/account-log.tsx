import { workspaceDateTime } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { type Locale } from '@/i18n/routing';
import { rolesOf } from '@/lib/staff-roles';
import { scopeOf } from '@/config/editor-sections';
import { scopeLine } from '@/server/staff/section-names';
import type { AuditRow } from '@/server/db/schema';

const actionKeys = {
  'account.invite': 'invite',
  'account.roles': 'roles',
  'account.sections': 'sections',
  'account.disable': 'disable',
  'account.enable': 'enable',
  'account.reset-two-factor': 'resetTwoFactor',
  'account.password-link': 'passwordLink',
} as const;

/**
 * The accounts area's log, newest first: when, who, and what changed (with the account's
 * name when the log covers several accounts).
 */
export async function AccountLog({
  locale,
  entries,
  accountNames,
  empty,
}: {
  locale: Locale;
  entries: AuditRow[];
  /** Given when the entries are about several accounts: id → name. */
  accountNames?: Map<string, string>;
  empty: string;
}) {
  const t = await getTranslations({ locale, namespace: 'StaffAccounts' });
  const date = workspaceDateTime(locale);
  const roleList = (stored: unknown) =>
    rolesOf(typeof stored === 'string' ? stored : '')
      .map((role) => t(`roleNames.${role}`))
      .join(locale === 'ar' ? '، ' : ', ') || '—';
  const sectionList = (stored: unknown) =>
    scopeLine(locale, scopeOf(typeof stored === 'string' && stored !== 'all' ? stored : null));
  if (entries.length === 0) return <p>{empty}</p>;
  return (
    <ol className="space-y-1 text-sm" data-account-log="">
      {entries.map((entry) => {
        const key = actionKeys[entry.action as keyof typeof actionKeys];
        return (
          <li key={entry.id}>
            <time dateTime={entry.at.toISOString()}>{date.format(entry.at)}</time>
            {' — '}
            <bdi dir="ltr">{entry.actorEmail}</bdi>
            {' — '}
            {key === 'sections'
              ? t('actions.sections', {
                  from: sectionList(entry.detail?.from),
                  to: sectionList(entry.detail?.to),
                })
              : key
                ? t(`actions.${key}`, {
                    roles: roleList(entry.detail?.roles),
                    from: roleList(entry.detail?.from),
                    to: roleList(entry.detail?.to),
                  })
                : entry.action}
            {accountNames ? (
              <>
                {' — '}
                <bdi>{accountNames.get(entry.subjectId) ?? entry.subjectId}</bdi>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
