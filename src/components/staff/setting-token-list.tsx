import { figureTokens } from '@/config/figure-text';
import { settingTokens } from '@/config/setting-tokens';

/**
 * The names of the site's settings (and, in the page editor, of the college's figures) a page's
 * words may hold ({{admissionEmail}}, {{tuition.medicine}}…), each written left to right in its
 * own box, so the braces stay in place in an Arabic sentence.
 */
export function SettingTokenList({ intro, figures = false }: { intro: string; figures?: boolean }) {
  return (
    <p className="max-w-3xl text-sm" data-setting-tokens="">
      {intro}{' '}
      {[...settingTokens, ...(figures ? figureTokens : [])].map((name) => (
        <code
          key={name}
          dir="ltr"
          className="me-1 inline-block rounded bg-slate-100 px-1 dark:bg-slate-800"
        >{`{{${name}}}`}</code>
      ))}
    </p>
  );
}
