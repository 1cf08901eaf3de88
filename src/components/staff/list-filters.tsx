import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cn } from '../ui/cn';
import { fieldAria, FormField, optionsOf } from '../ui/form-field';
import { Link } from '../ui/link';
import { primaryButton, secondaryButton, textInput } from '../ui/styles';

/**
 * The filters of a workspace list (the applications inbox, the support desk, the mail outbox):
 * a GET form, so a list is filtered from its URL and works without JavaScript; its fields, then
 * "Filter" and "Clear the filters" (back to the bare list; the workspace's words,
 * `Staff.filters`) and whatever else the list offers (`actions`).
 */
export async function ListFilters({
  locale,
  action,
  label,
  className,
  buttonsClassName,
  actions,
  children,
}: {
  locale: Locale;
  action: string;
  label: string;
  /** The grid of the fields, e.g. 'sm:grid-cols-3'. */
  className: string;
  /** Where the buttons' row spans, e.g. 'sm:col-span-3'. */
  buttonsClassName: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Staff.filters' });
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={cn(
        'grid gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700',
        className,
      )}
    >
      {children}
      <div className={cn('flex flex-wrap items-end gap-3', buttonsClassName)}>
        <button type="submit" className={primaryButton}>
          {t('apply')}
        </button>
        <Link href={action} className={secondaryButton}>
          {t('clear')}
        </Link>
        {actions}
      </div>
    </form>
  );
}

/** The search field of a list's filters (`q`), with its hint. */
export function SearchFilter({
  id,
  label,
  hint,
  value,
  className,
}: {
  id: string;
  label: string;
  hint: string;
  value: string | undefined;
  className?: string;
}) {
  return (
    <FormField id={id} label={label} hint={hint} className={className}>
      <input
        {...fieldAria(id, { hint: true })}
        name="q"
        type="search"
        defaultValue={value ?? ''}
        className={textInput}
      />
    </FormField>
  );
}

/** A filter chosen from a list of values, "any" first. */
export function ChoiceFilter({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <FormField id={id} label={label}>
      <select id={id} name={name} defaultValue={value ?? ''} className={textInput}>
        <option value="">{any}</option>
        {optionsOf(options)}
      </select>
    </FormField>
  );
}
