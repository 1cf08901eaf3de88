'use client';

import type { Messages } from 'next-intl';
import {
  languageOf,
  settingGroups,
  type SiteSettingName,
  type SiteSettings,
} from '@/lib/site-settings';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField } from '../ui/form-field';
import { textInput } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';
import { useStaffForm } from './use-staff-post';

type Labels = Messages['StaffSettings'];

/** Fields written as sentences: a text area. */
const longFields = new Set<SiteSettingName>(['paymentMethodAr', 'paymentMethodEn']);
/** Fields written left to right in either language (addresses, numbers). */
const ltrFields = new Set<SiteSettingName>([
  'phone1',
  'phone2',
  'admissionPhone',
  'admissionWhatsapp',
  'infoEmail',
  'admissionEmail',
  'latitude',
  'longitude',
  'accountNumber',
  'facebook',
  'x',
  'youtube',
  'instagram',
  'linkedin',
  'telegram',
]);

/**
 * The site's settings (administrators): each group in its fieldset, the fields of each language
 * written in its direction. Posted as the fields are; the server checks every one and names
 * those it refuses. The browser's own fields hold what is typed, also before the script runs.
 */
export function SettingsForm({
  locale,
  labels,
  values,
  version,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  values: SiteSettings;
  version: number;
}) {
  const { pending, errors, onSubmit } = useStaffForm(
    locale,
    labels,
    (data) => ({
      url: '/api/staff/settings',
      body: {
        ...Object.fromEntries(
          (Object.values(settingGroups).flat() as SiteSettingName[]).map((name) => [
            name,
            String(data.get(name) ?? ''),
          ]),
        ),
        version,
      },
      done: labels.saved,
    }),
    { keep: true },
  );
  const first = Object.keys(errors)[0];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" data-settings-form="">
      {first ? (
        <ErrorSummary target={`setting-${first}`}>{labels.errorSummary}</ErrorSummary>
      ) : null}
      {(Object.keys(settingGroups) as (keyof typeof settingGroups)[]).map((group) => (
        <fieldset key={group} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-bold">{labels.groups[group]}</legend>
          {(settingGroups[group] as readonly SiteSettingName[]).map((name) => {
            const id = `setting-${name}`;
            const language = languageOf(name);
            const hint = (labels.hints as Record<string, string>)[name];
            const common = {
              name,
              defaultValue: values[name],
              lang: ltrFields.has(name) ? 'en' : (language ?? undefined),
              dir: ltrFields.has(name)
                ? ('ltr' as const)
                : language === 'ar'
                  ? ('rtl' as const)
                  : language === 'en'
                    ? ('ltr' as const)
                    : undefined,
              className: textInput,
              ...fieldAria(id, { hint, error: errors[name] }),
            };
            return (
              <FormField
                key={name}
                id={id}
                label={labels.fields[name]}
                hint={hint}
                error={errors[name]}
              >
                {longFields.has(name) ? (
                  <textarea {...common} rows={3} />
                ) : (
                  <input
                    {...common}
                    type={
                      name.endsWith('Email')
                        ? 'email'
                        : name === 'phone1' || name === 'phone2' || name.endsWith('Phone')
                          ? 'tel'
                          : 'text'
                    }
                  />
                )}
              </FormField>
            );
          })}
        </fieldset>
      ))}
      <SubmitButton pending={pending}>{labels.save}</SubmitButton>
    </form>
  );
}
