'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  bannerSeverities,
  MAX_BANNER_LINK_LABEL,
  MAX_BANNER_MESSAGE,
  type BannerInput,
} from '@/lib/banner';
import { primaryButton, secondaryButton } from '../ui/styles';
import { useStaffPost } from './use-staff-post';
import { ErrorSummary } from '../ui/error-summary';
import { useHydrated } from '../ui/use-hydrated';
import { TextField, type TextOptions } from './record-form';

type Labels = Messages['StaffBanner'];
type Values = Omit<BannerInput, 'enabled'>;

/**
 * The banner's form: both languages' words, an optional link, the importance and the times.
 * "Save and show" and "Save and turn off" send the same fields; the server checks them (the
 * same schema as the endpoint) and its messages are shown under the fields. What was typed
 * stays until it is saved. The form names the version it was written from: a banner someone
 * else saved since is refused with a message, what was typed still in the form.
 */
export function BannerForm({
  locale,
  initial,
  labels,
  proposing,
  version,
}: {
  locale: 'ar' | 'en';
  initial: Values;
  /** The saved banner's version (bannerVersion). */
  version: string;
  labels: Labels;
  /** For an editor who must submit the banner for review: the notice once it is submitted. */
  proposing?: string;
}) {
  const { pending, post } = useStaffPost(locale, labels);
  const hydrated = useHydrated();
  const form = useForm<Values>({ defaultValues: initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const firstError = Object.keys(errors)[0];

  const save = (enabled: boolean) =>
    form.handleSubmit(async (values) => {
      const fields = await post(
        '/api/staff/banner',
        { ...values, enabled, version },
        proposing ?? (enabled ? labels.shownNotice : labels.offNotice),
      );
      setErrors(fields ?? {});
    });

  const field = (name: FieldPath<Values>, label: string, options: TextOptions = {}) => (
    <TextField
      form={form}
      id={`banner-${name}`}
      name={name}
      label={label}
      error={errors[name]}
      {...options}
    />
  );

  return (
    <form noValidate onSubmit={save(true)} className="space-y-6" data-banner-form="">
      {firstError ? (
        <ErrorSummary target={`banner-${firstError}`}>{labels.errorSummary}</ErrorSummary>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {field('messageAr', labels.messageAr, { max: MAX_BANNER_MESSAGE, lang: 'ar', dir: 'rtl' })}
        {field('messageEn', labels.messageEn, { max: MAX_BANNER_MESSAGE, lang: 'en', dir: 'ltr' })}
      </div>
      {field('linkHref', labels.link, { max: 500, hint: labels.linkHint, dir: 'ltr' })}
      <div className="grid gap-4 lg:grid-cols-2">
        {field('linkLabelAr', labels.linkLabelAr, {
          max: MAX_BANNER_LINK_LABEL,
          lang: 'ar',
          dir: 'rtl',
        })}
        {field('linkLabelEn', labels.linkLabelEn, {
          max: MAX_BANNER_LINK_LABEL,
          lang: 'en',
          dir: 'ltr',
        })}
      </div>
      <fieldset>
        <legend className="font-bold">{labels.severity}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {bannerSeverities.map((severity) => (
            <label key={severity} className="inline-flex items-center gap-2">
              <input
                type="radio"
                value={severity}
                {...form.register('severity')}
                // Checked in the server's HTML too, like the text fields (registerField).
                defaultChecked={initial.severity === severity}
              />
              {labels.severities[severity]}
            </label>
          ))}
        </div>
        {errors.severity ? (
          <p className="mt-1 text-sm font-bold text-red-700 dark:text-red-300">{errors.severity}</p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('shownFrom', labels.shownFrom, { type: 'datetime-local', hint: labels.timeHint })}
        {field('shownUntil', labels.shownUntil, { type: 'datetime-local', hint: labels.timeHint })}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending || !hydrated} className={primaryButton}>
          {pending ? labels.saving : labels.show}
        </button>
        <button type="button" disabled={pending} className={secondaryButton} onClick={save(false)}>
          {labels.keepOff}
        </button>
      </div>
    </form>
  );
}
