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
  fold,
  children,
}: {
  locale: Locale;
  action: string;
  label: string;
  /**
   * Folded on a phone under a "Filter the list" summary (the long lists' many fields would push
   * the list a few screens down), open when a filter is in use; always open from `sm`.
   */
  fold?: { open: boolean };
  /** The grid of the fields, e.g. 'sm:grid-cols-3'. */
  className: string;
  /** Where the buttons' row spans, e.g. 'sm:col-span-3'. */
  buttonsClassName: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Staff.filters' });
  const form = (
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
  if (!fold) return form;
  return (
    <details className="phone-fold" open={fold.open} data-list-filters="">
      <summary className="mb-3 inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 font-bold sm:hidden dark:border-slate-600">
        {t('show')}
      </summary>
      {form}
    </details>
  );
}

/** Whether a list's query uses any filter (its page, order and size aside). */
export function filtersInUse(query: Record<string, unknown>): boolean {
  return Object.entries(query).some(
    ([key, value]) =>
      !['page', 'sort', 'dir', 'size'].includes(key) && value !== undefined && value !== '',
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
