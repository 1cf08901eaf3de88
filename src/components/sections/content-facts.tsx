import { FactList } from '@/components/ui/fact-list';
import type { Locale } from '@/i18n/routing';
import { hrefIn, isAddress } from './content-href';

/** Facts from the content: a value with an href (a service's e-mail or phone) is a link. */
export function ContentFacts({
  locale,
  items,
}: {
  locale: Locale;
  items: { label: string; value: string; href?: string }[];
}) {
  return (
    <FactList
      items={items.map((item) => ({
        label: item.label,
        value: item.href ? (
          <a
            href={hrefIn(locale, item.href)}
            dir={isAddress(item.href) ? 'ltr' : undefined}
            className="font-bold text-brand-700 [overflow-wrap:anywhere] hover:underline dark:text-brand-300"
          >
            {item.value}
          </a>
        ) : (
          item.value
        ),
      }))}
    />
  );
}
