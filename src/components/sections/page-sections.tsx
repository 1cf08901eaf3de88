import { Link } from '@/components/ui/link';
import { Check, ChevronDown, ExternalLink, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Block, Card, ContentLink, Section } from '@content/sections-schema';
import { Tabs } from '../ui/tabs';
import { configHref, type ConfigHref } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import arMessages from '../../../messages/ar.json';
import enMessages from '../../../messages/en.json';

const linkWords = { ar: arMessages.Links, en: enMessages.Links };

/** Where a portal link goes when the deployment has not configured the portal's address. */
const ACCOUNT_HELP = '/e-services/guide#college-account';

/**
 * Renders a page's content sections (content/{ar,en}/sections) as server HTML: no client code.
 * Each section is a <section> labelled by its h2; cards and steps use h3.
 */

/**
 * A content href in the page's language: site pages get the /en prefix, files and addresses
 * stay, 'config:<name>' becomes the configured address ('' when there is none).
 */
export function hrefIn(locale: Locale, href: string): string {
  if (href.startsWith('config:')) return configHref(href.slice('config:'.length) as ConfigHref);
  if (!href.startsWith('/') || href.startsWith('/downloads/')) return href;
  const [path, hash] = href.split('#');
  return localePath(locale, path || '/') + (hash ? `#${hash}` : '');
}

/** Addresses that are not pages read left-to-right inside Arabic text. */
function isAddress(href: string): boolean {
  return /^(mailto|tel):/.test(href);
}

function ContentAnchor({
  locale,
  link,
  className,
  children,
}: {
  locale: Locale;
  link: ContentLink;
  className: string;
  children?: ReactNode;
}) {
  const href = hrefIn(locale, link.href);
  const words = linkWords[locale];
  if (!href) {
    // A configured address the deployment left out: say the service opens with the college
    // account, and link to how to sign in, rather than a dead link.
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <span className="text-sm text-slate-700 dark:text-slate-300">{words.opensWithAccount}</span>
        <Link href={hrefIn(locale, ACCOUNT_HELP)} className={className}>
          {children}
          <span aria-hidden={link.srLabel ? true : undefined}>{link.label}</span>
          {link.srLabel ? <span className="sr-only">{link.srLabel}</span> : null}
          <span className="sr-only">{` (${words.howToSignIn})`}</span>
        </Link>
      </span>
    );
  }
  const external = /^https?:\/\//.test(href);
  const download = href.startsWith('/downloads/');
  const body = (
    <>
      {children}
      <span aria-hidden={link.srLabel ? true : undefined}>{link.label}</span>
      {link.srLabel ? <span className="sr-only">{link.srLabel}</span> : null}
      {external ? <span className="sr-only"> {words.newTab}</span> : null}
    </>
  );
  if (href.startsWith('/') && !download) {
    return (
      <Link href={href} className={className}>
        {body}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      download={download ? '' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {body}
      {external ? (
        <ExternalLink aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
      ) : null}
    </a>
  );
}

const buttonClass =
  'inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400';
const secondaryButtonClass =
  'inline-flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800';

function SectionFrame({
  section,
  anchor,
  nested = false,
  children,
}: {
  section: Section | Block;
  /** Unique on the page: the section's own id, or one made from its position. */
  anchor: string;
  /** Inside a tab panel: the heading is one level down. */
  nested?: boolean;
  children: ReactNode;
}) {
  const headingId = `${anchor}-heading`;
  const Heading = nested ? 'h3' : 'h2';
  return (
    <section
      id={section.id ? anchor : undefined}
      aria-labelledby={headingId}
      className="scroll-mt-4"
    >
      <Heading
        id={headingId}
        className={`font-bold text-brand-900 dark:text-white ${nested ? 'text-xl' : 'text-2xl'}`}
      >
        {section.heading}
      </Heading>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Intro({ text }: { text?: string }) {
  return text ? <p className="mb-4 max-w-3xl text-slate-700 dark:text-slate-300">{text}</p> : null;
}

function Facts({
  locale,
  items,
}: {
  locale: Locale;
  items: { label: string; value: string; href?: string }[];
}) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-bold text-slate-600 dark:text-slate-400">{item.label}</dt>
          <dd className="mb-2 text-slate-800 sm:mb-0 dark:text-slate-200">
            {item.href ? (
              <a
                href={hrefIn(locale, item.href)}
                dir={isAddress(item.href) ? 'ltr' : undefined}
                className="font-bold text-brand-700 [overflow-wrap:anywhere] hover:underline dark:text-brand-300"
              >
                {item.value}
              </a>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CardView({ locale, card }: { locale: Locale; card: Card }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">{card.title}</h3>
        {card.badge ? (
          <span className="shrink-0 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-bold text-slate-900">
            {card.badge}
          </span>
        ) : null}
      </div>
      {card.subtitle ? (
        <p className="mt-1 text-sm font-bold text-slate-600 dark:text-slate-400">{card.subtitle}</p>
      ) : null}
      {card.body?.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-700 dark:text-slate-300">
          {paragraph}
        </p>
      ))}
      {card.facts ? (
        <div className="mt-3">
          <Facts locale={locale} items={card.facts} />
        </div>
      ) : null}
      {card.points ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {card.points.map((point) => (
            <li key={point} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {card.link ? (
        <div className="mt-auto pt-4">
          <ContentAnchor
            locale={locale}
            link={card.link}
            className="font-bold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          />
        </div>
      ) : null}
    </article>
  );
}

const columnClass = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

type TreeNode = Extract<Section, { type: 'tree' }>['root'];

function TreeBranch({ node, depth }: { node: TreeNode; depth: number }) {
  return (
    <li className={depth > 0 ? 'border-s-2 border-brand-200 ps-4 dark:border-brand-800' : ''}>
      <span className="inline-block rounded-md border border-brand-300 bg-brand-50 px-3 py-1.5 font-bold text-brand-900 dark:border-brand-700 dark:bg-slate-900 dark:text-brand-100">
        {node.label}
      </span>
      {node.note ? (
        <span className="ms-2 text-sm text-slate-600 dark:text-slate-400">{node.note}</span>
      ) : null}
      {node.children?.length ? (
        <ul className="mt-2 space-y-2 ps-4">
          {node.children.map((child) => (
            <TreeBranch key={child.label} node={child} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function SectionBody({ locale, section }: { locale: Locale; section: Section }) {
  switch (section.type) {
    case 'tabs':
      return (
        <Tabs
          label={section.heading}
          defaultTab={section.defaultTab}
          urlParam="tab"
          tabs={section.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <div className="space-y-10">
                {tab.sections.map((block, index) => (
                  <SectionFrame
                    key={`${block.type}-${index}`}
                    section={block}
                    anchor={`${tab.id}-${block.id ?? index}`}
                    nested
                  >
                    <SectionBody locale={locale} section={block} />
                  </SectionFrame>
                ))}
              </div>
            ),
          }))}
        />
      );
    case 'text':
      return (
        <div className="max-w-3xl space-y-3 text-slate-700 dark:text-slate-300">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
    case 'message':
      return (
        <figure className="max-w-3xl rounded-lg border-s-4 border-gold-400 bg-slate-50 p-6 dark:bg-slate-900">
          <blockquote className="space-y-3 text-lg text-slate-800 dark:text-slate-200">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <figcaption className="mt-4">
            <span className="block font-bold text-brand-900 dark:text-white">{section.author}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{section.role}</span>
          </figcaption>
        </figure>
      );
    case 'list': {
      const items = section.items.map((item) => (
        <li key={item} className={section.style === 'checks' ? 'flex gap-2' : undefined}>
          {section.style === 'checks' ? (
            <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
          ) : null}
          <span>{item}</span>
        </li>
      ));
      return (
        <>
          <Intro text={section.intro} />
          {section.style === 'numbered' ? (
            <ol className="max-w-3xl list-decimal space-y-2 ps-6 text-slate-700 marker:font-bold marker:text-brand-700 dark:text-slate-300">
              {items}
            </ol>
          ) : (
            <ul
              className={`max-w-3xl space-y-2 text-slate-700 dark:text-slate-300 ${
                section.style === 'bullets' ? 'list-disc ps-6 marker:text-brand-600' : ''
              }`}
            >
              {items}
            </ul>
          )}
        </>
      );
    }
    case 'cards':
      return (
        <>
          <Intro text={section.intro} />
          <ul className={`grid gap-5 ${columnClass[section.columns]}`}>
            {section.items.map((card) => (
              <li key={card.title}>
                <CardView locale={locale} card={card} />
              </li>
            ))}
          </ul>
        </>
      );
    case 'stats':
      return (
        <>
          <Intro text={section.intro} />
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {section.items.map((item) => (
              <div
                key={item.label}
                className="flex flex-col-reverse rounded-lg bg-brand-800 p-5 text-center text-white dark:bg-brand-900"
              >
                <dt className="mt-1 text-sm text-brand-100">{item.label}</dt>
                <dd className="text-3xl font-bold text-gold-300" dir="ltr">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </>
      );
    case 'steps':
      return (
        <>
          <Intro text={section.intro} />
          <ol className="grid max-w-4xl gap-4">
            {section.items.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-400 font-bold text-slate-900"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-brand-900 dark:text-white">{step.title}</h3>
                  <p className="text-slate-700 dark:text-slate-300">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </>
      );
    case 'facts':
      return (
        <>
          <Intro text={section.intro} />
          <div className="max-w-3xl rounded-lg border border-slate-200 p-5 dark:border-slate-700">
            <Facts locale={locale} items={section.items} />
          </div>
        </>
      );
    case 'table': {
      // Four or more columns do not fit a phone: below `sm` each row is shown as a card of
      // heading/value lines instead (the table itself is hidden there, so read only once).
      const stacked = section.columns.length >= 4;
      return (
        <>
          <Intro text={section.intro} />
          {stacked ? (
            <ul aria-label={section.caption} className="space-y-3 sm:hidden">
              {section.rows.map((row) => (
                <li
                  key={row.join('|')}
                  className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
                >
                  <p className="font-bold text-brand-900 dark:text-white">{row[0]}</p>
                  <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
                    {row.slice(1).map((cell, index) => (
                      <div key={index} className="contents">
                        <dt className="font-bold text-slate-600 dark:text-slate-400">
                          {section.columns[index + 1]}
                        </dt>
                        <dd className="text-slate-800 dark:text-slate-200">{cell}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          ) : null}
          <div
            className={`overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700 ${
              stacked ? 'hidden sm:block' : ''
            }`}
          >
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{section.caption}</caption>
              <thead className="bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-brand-100">
                <tr>
                  {section.columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 text-start font-bold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {section.rows.map((row) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="px-4 py-3 text-start font-bold">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="px-4 py-3">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      );
    }
    case 'faq':
      return (
        <div className="max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {section.items.map((item) => (
            <details key={item.question} className="group p-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-bold text-brand-900 dark:text-white [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case 'tree':
      return (
        <>
          <Intro text={section.intro} />
          <ul className="space-y-2">
            <TreeBranch node={section.root} depth={0} />
          </ul>
        </>
      );
    case 'callout':
      return (
        <div className="rounded-lg bg-brand-50 p-6 dark:bg-slate-900">
          <div className="max-w-3xl space-y-2 text-slate-700 dark:text-slate-300">
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            {section.actions.map((action, index) => (
              <ContentAnchor
                key={action.href + action.label}
                locale={locale}
                link={action}
                className={index === 0 ? buttonClass : secondaryButtonClass}
              />
            ))}
          </div>
        </div>
      );
    case 'contact':
      return (
        <>
          <Intro text={section.intro} />
          <dl className="grid max-w-3xl gap-3 sm:grid-cols-2">
            {section.items.map((item) => (
              <div
                key={item.label}
                className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
              >
                <dt className="text-sm font-bold text-slate-600 dark:text-slate-400">
                  {item.label}
                </dt>
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
}

/** All sections of a page, in order. */
export function PageSections({ locale, sections }: { locale: Locale; sections: Section[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="container-page space-y-12 py-10">
      {sections.map((section, index) => (
        <SectionFrame
          key={`${section.type}-${index}`}
          section={section}
          anchor={section.id ?? `section-${index + 1}`}
        >
          <SectionBody locale={locale} section={section} />
        </SectionFrame>
      ))}
    </div>
  );
}
