'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { MAX_STAFF_NAME } from '@/lib/staff-accounts';
import { fill } from '@/lib/template';
import { staffRoles, type StaffRole } from '@/lib/staff-roles';
import {
  deskSections,
  pageSections,
  type EditorScope,
  type EditorSection,
} from '@/config/editor-sections';
import { Dialog } from '../ui/dialog';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { dangerButton, secondaryButton, textInput } from '../ui/styles';
import { useStaffForm, useStaffPost } from './use-staff-post';

type Labels = Messages['StaffAccounts'];

/** The roles as ticked boxes, each with what it opens. */
function RoleChoices({
  labels,
  checked,
  error,
  idPrefix,
}: {
  labels: Labels;
  checked: readonly StaffRole[];
  error?: string;
  idPrefix: string;
}) {
  return (
    <fieldset
      aria-describedby={[`${idPrefix}-hint`, error ? `${idPrefix}-error` : '']
        .filter(Boolean)
        .join(' ')}
      className="space-y-2"
    >
      <legend className="font-bold">{labels.roles}</legend>
      <p id={`${idPrefix}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {labels.rolesHint}
      </p>
      {error ? (
        <p id={`${idPrefix}-error`} className="text-sm font-bold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {staffRoles.map((role) => (
        <label key={role} className="flex items-start gap-2">
          <input
            type="checkbox"
            name="roles"
            value={role}
            defaultChecked={checked.includes(role)}
            className="mt-1 size-4 accent-brand-700"
          />
          <span>
            <span className="font-bold">{labels.roleNames[role]}</span>
            <span className="text-slate-700 dark:text-slate-300"> — {labels.roleTexts[role]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Invites a member of staff: name, address, roles and language. */
export function InviteForm({ locale, labels }: { locale: 'ar' | 'en'; labels: Labels }) {
  const { pending, errors, onSubmit } = useStaffForm(locale, labels, (data) => ({
    url: '/api/staff/accounts',
    body: {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      roles: data.getAll('roles').map(String),
      locale: data.get('locale'),
    },
    done: labels.invited,
  }));

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-5" data-invite-form="">
      <FormField id="invite-name" label={labels.name} error={errors.name}>
        <input
          {...fieldAria('invite-name', { error: errors.name })}
          name="name"
          autoComplete="off"
          maxLength={MAX_STAFF_NAME}
          required
          className={textInput}
        />
      </FormField>
      <FormField id="invite-email" label={labels.email} error={errors.email}>
        <input
          {...fieldAria('invite-email', { error: errors.email })}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="off"
          required
          className={textInput}
        />
      </FormField>
      <RoleChoices labels={labels} checked={[]} error={errors.roles} idPrefix="invite-roles" />
      <fieldset className="space-y-2">
        <legend className="font-bold">{labels.language}</legend>
        {(['ar', 'en'] as const).map((language) => (
          <label key={language} className="flex items-center gap-2">
            <input
              type="radio"
              name="locale"
              value={language}
              defaultChecked={language === locale}
              className="size-4 accent-brand-700"
            />
            <span lang={language}>{labels.languages[language]}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton pending={pending}>{labels.invite}</SubmitButton>
    </form>
  );
}

/** An account's roles. */
export function RolesForm({
  locale,
  labels,
  accountId,
  roles,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  accountId: string;
  roles: readonly StaffRole[];
}) {
  const { pending, errors, onSubmit } = useStaffForm(
    locale,
    labels,
    (data) => ({
      url: `/api/staff/accounts/${accountId}`,
      body: { action: 'roles', roles: data.getAll('roles').map(String) },
      done: labels.rolesSaved,
    }),
    // The boxes ticked are the roles saved.
    { keep: true },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-roles-form="">
      <RoleChoices labels={labels} checked={roles} error={errors.roles} idPrefix="account-roles" />
      <SubmitButton pending={pending}>{labels.saveRoles}</SubmitButton>
    </form>
  );
}

/**
 * What the editor role opens for an account: every section, or only those ticked (the pages by
 * their part of the site, each programme's page its own, and the desks). Ticking a section
 * chooses "only these".
 */
export function SectionsForm({
  locale,
  labels,
  accountId,
  scope,
  names,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  accountId: string;
  scope: EditorScope;
  names: Record<EditorSection, string>;
}) {
  const { pending, errors, onSubmit } = useStaffForm(
    locale,
    labels,
    (data) => ({
      url: `/api/staff/accounts/${accountId}`,
      body: {
        action: 'sections',
        sections: data.get('scope') === 'all' ? 'all' : data.getAll('sections').map(String),
      },
      done: labels.sectionsSaved,
    }),
    { keep: true },
  );
  const group = (legend: string, sections: readonly EditorSection[]) => (
    <fieldset className="space-y-1 ps-6">
      <legend className="font-bold">{legend}</legend>
      {sections.map((section) => (
        <label key={section} className="flex items-start gap-2">
          <input
            type="checkbox"
            name="sections"
            value={section}
            defaultChecked={scope !== 'all' && scope.includes(section)}
            onChange={(event) => {
              const choice = event.currentTarget.form?.elements.namedItem('scope');
              if (event.currentTarget.checked && choice instanceof RadioNodeList) {
                choice.value = 'some';
              }
            }}
            className="mt-1 size-4 accent-brand-700"
          />
          <span>{names[section]}</span>
        </label>
      ))}
    </fieldset>
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-sections-form="">
      <p className="text-sm text-slate-600 dark:text-slate-400">{labels.sectionsIntro}</p>
      {errors.sections ? (
        <p id="account-sections-error" className="text-sm font-bold text-red-700 dark:text-red-300">
          {errors.sections}
        </p>
      ) : null}
      <fieldset
        className="space-y-2"
        aria-describedby={errors.sections ? 'account-sections-error' : undefined}
      >
        <legend className="sr-only">{labels.sectionsTitle}</legend>
        {(['all', 'some'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 font-bold">
            <input
              type="radio"
              name="scope"
              value={choice}
              defaultChecked={(scope === 'all') === (choice === 'all')}
              className="size-4 accent-brand-700"
            />
            {choice === 'all' ? labels.sectionsAll : labels.sectionsSome}
          </label>
        ))}
        {group(labels.sectionsPages, pageSections)}
        {group(labels.sectionsDesks, deskSections)}
      </fieldset>
      <SubmitButton pending={pending}>{labels.saveSections}</SubmitButton>
    </form>
  );
}

type Action = 'password-link' | 'disable' | 'enable' | 'reset-two-factor';

/** One change of an account by a button; the ones that take something away are confirmed first. */
function ActionButton({
  locale,
  labels,
  accountId,
  action,
  label,
  done,
  confirm,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  accountId: string;
  action: Action;
  label: string;
  done: string;
  /** The question of the confirming dialog; none: the button acts at once. */
  confirm?: { title: string; text: string };
}) {
  const { pending, post } = useStaffPost(locale, labels);
  const [open, setOpen] = useState(false);
  const run = async () => {
    await post(`/api/staff/accounts/${accountId}`, { action }, done);
    setOpen(false);
  };
  const button = (onClick?: () => void) => (
    <button
      type="button"
      disabled={pending}
      onClick={onClick}
      className={confirm ? dangerButton : secondaryButton}
    >
      {label}
    </button>
  );
  if (!confirm) return button(() => void run());
  return (
    <Dialog
      trigger={button()}
      title={confirm.title}
      description={confirm.text}
      closeLabel={labels.close}
      open={open}
      onOpenChange={setOpen}
    >
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={pending}
          onClick={() => void run()}
          className={dangerButton}
        >
          {labels.confirm}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={secondaryButton}>
          {labels.cancel}
        </button>
      </div>
    </Dialog>
  );
}

/** Sign-in of an account: a password link, disabling or enabling it, resetting its two-factor. */
export function AccountActions({
  locale,
  labels,
  account,
  self,
  hours,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  account: { id: string; name: string; disabled: boolean; twoFactorEnabled: boolean };
  /** The administrator's own account: it cannot be disabled from here. */
  self: boolean;
  hours: number;
}) {
  /** The account's actions, each with the line that says what it does, and whether it has it. */
  const actions: {
    offered: boolean;
    action: Action;
    text: string;
    label: string;
    done: string;
    /** Its confirming dialog's question: the actions that take something away. */
    confirm?: string;
  }[] = [
    {
      offered: account.disabled,
      action: 'enable',
      text: labels.enableText,
      label: labels.enable,
      done: labels.enabled,
    },
    {
      offered: !account.disabled,
      action: 'password-link',
      text: fill(labels.passwordLinkText, { hours }),
      label: labels.passwordLink,
      done: labels.passwordLinkSent,
    },
    {
      offered: !account.disabled && !self,
      action: 'disable',
      text: labels.disableText,
      label: labels.disable,
      done: labels.disabled,
      confirm: labels.disableConfirm,
    },
    {
      offered: account.twoFactorEnabled,
      action: 'reset-two-factor',
      text: labels.resetTwoFactorText,
      label: labels.resetTwoFactor,
      done: labels.twoFactorReset,
      confirm: labels.resetTwoFactorConfirm,
    },
  ];
  return (
    <ul className="space-y-4">
      {actions
        .filter(({ offered }) => offered)
        .map(({ action, text, label, done, confirm }) => (
          <li
            key={action}
            className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700"
          >
            <p>{text}</p>
            <ActionButton
              locale={locale}
              labels={labels}
              accountId={account.id}
              action={action}
              label={label}
              done={done}
              confirm={confirm ? { title: fill(confirm, { name: account.name }), text } : undefined}
            />
          </li>
        ))}
    </ul>
  );
}
