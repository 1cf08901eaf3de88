/**
 * The news feed of one language (RSS 2.0, issue #22): the latest published items, each with its
 * title, address, date, summary and full text, for feed readers and other sites. Linked from
 * the news pages (`<link rel="alternate">` and a visible link).
 *
 * Written here rather than with a feed package: RSS 2.0 is six elements, and every text goes
 * through one escaping function (tested, and parsed back with rss-parser in news-feed.test.ts).
 */
import 'server-only';
import { pathOf } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import { toDocument, type BlockNode, type InlineNode, type RichDocument } from '@/lib/rich-text';
import type { NewsView } from './published-news';

/** How many items the feed lists. */
export const FEED_ITEMS = 30;

/** Text for XML: the five markup characters escaped, characters XML forbids removed. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Text for HTML: its markup characters escaped (a feed's HTML is then escaped again for XML). */
export function htmlText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A news body as the HTML a feed reader shows (`content:encoded`): built from the document
 * (src/lib/rich-text.ts), every word escaped, a link only to an address the document kept
 * (a page of the site made absolute). Never the editors' words read as markup.
 */
export function feedHtml(document: RichDocument, site: string): string {
  const words = (content: InlineNode[] | undefined) =>
    (content ?? [])
      .map((part) => {
        if (part.type === 'hardBreak') return '<br>';
        let html = htmlText(part.text);
        for (const mark of part.marks ?? []) {
          if (mark.type === 'bold') html = `<strong>${html}</strong>`;
          else if (mark.type === 'italic') html = `<em>${html}</em>`;
          else {
            const href = mark.attrs.href.startsWith('/')
              ? `${site}${mark.attrs.href}`
              : mark.attrs.href;
            html = `<a href="${htmlText(href)}">${html}</a>`;
          }
        }
        return html;
      })
      .join('');
  const block = (node: BlockNode): string => {
    switch (node.type) {
      case 'heading':
        return `<h${node.attrs.level}>${words(node.content)}</h${node.attrs.level}>`;
      case 'bulletList':
      case 'orderedList': {
        const tag = node.type === 'orderedList' ? 'ol' : 'ul';
        const items = node.content.map(
          (item) => `<li>${item.content.map((part) => block(part)).join('')}</li>`,
        );
        return `<${tag}>${items.join('')}</${tag}>`;
      }
      case 'table':
        return `<table>${node.content
          .map(
            (row) =>
              `<tr>${row.content
                .map((cell) => {
                  const tag = cell.type === 'tableHeader' ? 'th' : 'td';
                  return `<${tag}>${cell.content.map((part) => words(part.content)).join('<br>')}</${tag}>`;
                })
                .join('')}</tr>`,
          )
          .join('')}</table>`;
      default:
        return node.content?.length ? `<p>${words(node.content)}</p>` : '';
    }
  };
  return document.content.map(block).join('\n');
}

export function newsFeed(
  locale: Locale,
  items: NewsView[],
  labels: { title: string; description: string },
): string {
  const site = siteConfig.siteUrl;
  const newsUrl = `${site}${localePath(locale, pathOf('news'))}`;
  const self = `${site}/api/news/feed/${locale}`;
  const entries = items.slice(0, FEED_ITEMS).map((item) => {
    const url = `${newsUrl}/${item.slug}`;
    const html = feedHtml(toDocument(item.body), site);
    return [
      '<item>',
      `<title>${xmlText(item.title)}</title>`,
      `<link>${xmlText(url)}</link>`,
      `<guid isPermaLink="true">${xmlText(url)}</guid>`,
      `<pubDate>${item.publishAt.toUTCString()}</pubDate>`,
      // Feed readers read both as HTML: the words are escaped for HTML, then for XML.
      `<description>${xmlText(htmlText(item.excerpt))}</description>`,
      `<content:encoded>${xmlText(html)}</content:encoded>`,
      '</item>',
    ].join('');
  });
  const latest = new Date(Math.max(0, ...items.map((item) => item.publishAt.getTime())));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${xmlText(labels.title)}</title>`,
    `<link>${xmlText(newsUrl)}</link>`,
    `<atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xmlText(labels.description)}</description>`,
    `<language>${locale === 'ar' ? 'ar-SD' : 'en'}</language>`,
    `<lastBuildDate>${latest.toUTCString()}</lastBuildDate>`,
    ...entries,
    '</channel>',
    '</rss>',
  ].join('\n');
}
