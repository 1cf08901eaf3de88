import { Mail, Phone } from '@/components/ui/icons';
import { hrefIn, isAddress } from '../content-href';
import { Intro } from '../section-intro';
import type { BlockProps } from './block-types';

/** Who to contact: label/value boxes, an e-mail or phone value a link with its icon. */
export function ContactBlock({ locale, section }: BlockProps<'contact'>) {
  return (
    <>
      <Intro text={section.intro} />
      <dl className="grid max-w-3xl gap-3 sm:grid-cols-2">
        {section.items.map((item) => (
          <div
            key={item.label}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <dt className="text-sm font-bold text-slate-600 dark:text-slate-400">{item.label}</dt>
            <dd className="mt-1">
              {item.href ? (
                <a
                  href={hrefIn(locale, item.href)}
                  dir={isAddress(item.href) ? 'ltr' : undefined}
                  className="inline-flex items-center gap-2 font-bold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {item.href.startsWith('mailto:') ? (
                    <Mail aria-hidden="true" className="size-4" />
                  ) : item.href.startsWith('tel:') ? (
                    <Phone aria-hidden="true" className="size-4" />
                  ) : null}
                  {item.value}
                </a>
              ) : (
                <span className="text-slate-800 dark:text-slate-200">{item.value}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
