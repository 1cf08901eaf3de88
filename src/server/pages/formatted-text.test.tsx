import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormattedBlock } from '@/components/sections/blocks/formatted-block';
import type { RouteKey } from '@/config/routes';
import { resolveSettingTokens } from '@/config/setting-tokens';
import { keepUnitsDeep } from '@/lib/keep-units';
import { formatTextSections } from '@/lib/page-formatting';
import { blankFields, changedFields, type Json } from '@/lib/page-pair';
import { mapRichWords, paragraphsDocument, toDocument } from '@/lib/rich-text';
import { laggingLanguage, type LanguageTimes } from '@/lib/translation-state';
import type { PagePair } from '../db/schema';
import { passagesOf } from '../search/collect-documents';
import type { SignedInStaff } from '../staff/staff-session';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { editor, refusal } from '../../../test/support/publishing/desk-tests';
import { checkPagePair, getPageForEditing, publishPage, repositoryPage } from './page-desk';

/**
 * A page's text sections written with the toolbar editor (issue #46, item 4): the editor opens
 * each as formatted text, the server keeps only what the toolbar makes, the public page renders
 * it as elements, and the comparisons of versions do not count the conversion as a change.
 */

const staff = { ...editor, name: 'Amna Editor', roles: ['editor'] } as unknown as SignedInStaff;
const KEY: RouteKey = 'about/history';

type Section = { type: string; document?: string; paragraphs?: string[]; tabs?: unknown };

/** The repository's page as its editor opens it: text sections formatted. */
function opened(key: RouteKey = KEY): PagePair {
  const page = repositoryPage(key);
  return {
    ar: formatTextSections(page.ar as unknown as Json),
    en: formatTextSections(page.en as unknown as Json),
  } as unknown as PagePair;
}

const sectionsOf = (words: unknown) => (words as { sections: Section[] }).sections;
const firstFormatted = (words: unknown) =>
  sectionsOf(words).findIndex((section) => section.type === 'formatted');

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const words = (text: string, marks?: unknown[]) =>
  marks ? { type: 'text', text, marks } : { type: 'text', text };

describe('a text section opened in the editor', () => {
  it('becomes formatted text of the same words, in tabs too, and once only', () => {
    const page = repositoryPage(KEY);
    const texts = sectionsOf(page.en).filter((section) => section.type === 'text');
    expect(texts.length).toBeGreaterThan(0);
    const formatted = formatTextSections(page.en as unknown as Json);
    const converted = sectionsOf(formatted).filter((section) => section.type === 'formatted');
    expect(converted).toHaveLength(texts.length);
    expect(sectionsOf(formatted).some((section) => section.type === 'text')).toBe(false);
    expect(converted[0]!.paragraphs).toBeUndefined();
    expect(toDocument(converted[0]!.document!).content).toHaveLength(texts[0]!.paragraphs!.length);
    expect(formatTextSections(formatted)).toEqual(formatted);
    // The admission page's text sections sit in its tabs.
    expect(JSON.stringify(formatTextSections(repositoryPage('admission').en as never))).not.toMatch(
      /"type":"text","(?:id|heading)"/,
    );
    // Every page, opened so, passes as a page to publish.
    for (const key of ['about/history', 'admission', 'study/medicine'] as const) {
      expect(() => checkPagePair(opened(key), true, key), key).not.toThrow();
    }
  });

  it('is no change by itself; a word made bold is one, said in words', () => {
    const page = repositoryPage(KEY);
    expect(changedFields(page.en as never, opened().en as never)).toEqual([]);
    const bolder = structuredClone(opened());
    const at = firstFormatted(bolder.en);
    const first = sectionsOf(page.en)[at]!.paragraphs![0]!;
    sectionsOf(bolder.en)[at]!.document = doc({
      type: 'paragraph',
      content: [words(first, [{ type: 'bold' }])],
    });
    const changes = changedFields(page.en as never, bolder.en as never);
    expect(changes).toEqual([
      {
        path: `sections.${at}.document`,
        before: sectionsOf(page.en)[at]!.paragraphs!.join('\n'),
        after: first,
      },
    ]);
  });

  it('counts as blank with no words, and is refused with a bad link or a node the toolbar cannot make', async () => {
    const page = opened();
    const at = firstFormatted(page.en);
    const field = `en.sections.${at}.document`;
    const withDocument = (document: string) => {
      const changed = structuredClone(page);
      sectionsOf(changed.en)[at]!.document = document;
      return changed;
    };
    expect(blankFields(withDocument(doc({ type: 'paragraph' })).en as never)).toContain(
      `sections.${at}.document`,
    );
    // A draft may hold it empty; publication names it.
    expect(() => checkPagePair(withDocument(''), false)).not.toThrow();
    for (const empty of ['', doc({ type: 'paragraph' })]) {
      const refused = await refusal(
        Promise.resolve().then(() => checkPagePair(withDocument(empty), true)),
      );
      expect(refused.code).toBe('page_incomplete');
      expect(Object.keys(refused.fields!)).toEqual([field]);
    }
    const badLink = await refusal(
      Promise.resolve().then(() =>
        checkPagePair(
          withDocument(
            doc({
              type: 'paragraph',
              content: [words('Click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
            }),
          ),
          false,
        ),
      ),
    );
    expect(badLink.code).toBe('invalid_page');
    expect(badLink.fields![field]!.en).toMatch(/link/i);
    const image = await refusal(
      Promise.resolve().then(() =>
        checkPagePair(withDocument(doc({ type: 'image', attrs: { src: 'x' } })), false),
      ),
    );
    expect(Object.keys(image.fields!)).toEqual([field]);
    // What the toolbar cannot make and is harmless (an underline, an attribute) is dropped.
    const kept = checkPagePair(
      withDocument(
        doc({
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [words('<b>Kept</b>', [{ type: 'underline' }])],
        }),
      ),
      true,
    );
    expect(sectionsOf(kept.en)[at]!.document).toBe(
      doc({ type: 'paragraph', content: [words('<b>Kept</b>')] }),
    );
  });

  it('shows as elements, never as markup, with the settings it names and numbers kept with units', () => {
    const stored = doc(
      { type: 'heading', attrs: { level: 2 }, content: [words('Fees')] },
      {
        type: 'paragraph',
        content: [
          words('The fee is '),
          words('{{fee.application}}', [{ type: 'bold' }]),
          words(', paid within 6 years. <script>alert(1)</script> '),
          words('Apply', [{ type: 'link', attrs: { href: '/admission/application' } }]),
          words(' or read '),
          words('the handbook', [{ type: 'link', attrs: { href: '/files/handbook.pdf' } }]),
        ],
      },
    );
    const section = resolveSettingTokens(
      keepUnitsDeep({ type: 'formatted' as const, heading: 'Fees', document: stored }),
      'en',
    );
    const html = renderToStaticMarkup(<FormattedBlock locale="en" section={section} />);
    expect(html).toMatch(/<h3[^>]*><span>Fees<\/span><\/h3>/);
    expect(html).toMatch(/<strong>100 Sudanese pounds<\/strong>/);
    expect(html).toContain('6\u00a0years');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script');
    // A page of the site in the page's language; a file of the library as it is.
    expect(html).toContain('href="/en/admission/application"');
    expect(html).toContain('href="/files/handbook.pdf"');
    // A value that holds a quotation mark cannot break the stored document.
    const quoted = mapRichWords(stored, (text) => text.replace('Fees', 'The "new" fees'));
    expect(toDocument(quoted).content[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [words('The "new" fees')],
    });
    // The site search reads its lines, not its JSON.
    const lines = passagesOf(section).map((passage) => passage.text);
    expect(lines).toContain('Fees');
    expect(lines.join(' ')).toContain('The fee is 100 Sudanese pounds');
    expect(lines.join(' ')).not.toMatch(/"type"|paragraph/);
    expect(paragraphsDocument(['One', 'Two'])).toBe(
      doc(
        { type: 'paragraph', content: [words('One')] },
        { type: 'paragraph', content: [words('Two')] },
      ),
    );
  });
});

describeOnDatabases('a page published with formatted text', (database) => {
  it('keeps the English in step when only the Arabic changed', async () => {
    const { db } = database;
    const content = opened();
    content.ar.title = 'تاريخ الكلية بتنسيق';
    const at = firstFormatted(content.ar);
    sectionsOf(content.ar)[at]!.document = doc({
      type: 'paragraph',
      content: [words('فقرة '), words('بارزة', [{ type: 'bold' }])],
    });
    await publishPage(db, staff, KEY, { content, version: 0 });
    const page = await getPageForEditing(db, KEY);
    expect(sectionsOf(page.published.ar)[at]!.type).toBe('formatted');
    // The English, only opened as formatted text, did not change: it is the one behind.
    expect(laggingLanguage(page as LanguageTimes)).toBe('en');
  });
});
