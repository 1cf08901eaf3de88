import { LogIn, ShieldCheck } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { primaryButton, textInput } from '../ui/styles';

/**
 * The e-mail pages' sign-in form. It hands the visitor to the configured webmail sign-in
 * (WEBMAIL_URL) with the username as `login_hint`; the password field has no name, so the
 * browser never sends it anywhere: the visitor types it on the mail service's own page.
 * Plain HTML, no script: it works before (or without) JavaScript.
 */
export async function WebmailSignIn({ locale, example }: { locale: Locale; example: string }) {
  const t = await getTranslations({ locale, namespace: 'EmailLogin' });
  const host = new URL(siteConfig.webmailUrl).host;
  return (
    <section aria-labelledby="webmail-heading" className="container-page pt-10">
      <div className="grid gap-6 rounded-lg border border-slate-200 p-6 md:grid-cols-2 dark:border-slate-700">
        <form
          action={siteConfig.webmailUrl}
          method="get"
          className="space-y-4"
          data-webmail-form=""
        >
          <h2 id="webmail-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
            {t('heading')}
          </h2>
          <div>
            <label htmlFor="webmail-username" className="font-bold">
              {t('username')}
            </label>
            <input
              id="webmail-username"
              name="login_hint"
              type="email"
              required
              dir="ltr"
              autoComplete="username"
              aria-describedby="webmail-username-hint"
              className={textInput}
            />
            <p
              id="webmail-username-hint"
              className="mt-1 text-sm text-slate-600 dark:text-slate-400"
            >
              {t('usernameHint', { example })}
            </p>
          </div>
          <div>
            <label htmlFor="webmail-password" className="font-bold">
              {t('password')}
            </label>
            {/* The spec's field, but nothing is typed here: read-only, it says where the
                password goes before anyone types it (and has no name, so it is never sent). */}
            <input
              id="webmail-password"
              type="password"
              readOnly
              placeholder={t('passwordPlaceholder', { host })}
              aria-describedby="webmail-password-hint"
              className={`${textInput} bg-slate-100 placeholder:text-slate-600 dark:bg-slate-800 dark:placeholder:text-slate-400`}
            />
            <p
              id="webmail-password-hint"
              className="mt-1 flex gap-2 text-sm text-slate-700 dark:text-slate-300"
            >
              <ShieldCheck
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300"
              />
              <span>{t('passwordHint', { host })}</span>
            </p>
          </div>
          <button type="submit" className={primaryButton}>
            <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('submit')}
          </button>
        </form>
        <p
          id="webmail-note"
          className="flex gap-3 self-center rounded-md bg-brand-50 p-4 text-slate-700 dark:bg-slate-900 dark:text-slate-300"
        >
          <ShieldCheck
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
          />
          <span>{t('note', { host })}</span>
        </p>
      </div>
    </section>
  );
}
