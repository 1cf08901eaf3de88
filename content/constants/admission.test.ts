/**
 * The admission pages state the constants of the specification (000 sections 2 and 9) in both
 * languages, and the admission page has the shape the specification gives it: an Apply Now
 * call first, three tabs with undergraduate first and an apply link in each, and the admission
 * office's contact block. Each page's text is everything a visitor reads on it: title,
 * description, intro and every string of its sections.
 */
import { describe, expect, it } from 'vitest';
import type { RouteKey } from '../../src/config/routes';
import type { Locale } from '../../src/i18n/routing';
import { getPage } from '../index';
import { getSections } from '../sections';
import type { Section } from '../sections-schema';
import { resolveSettingTokens } from '../../src/config/setting-tokens';
import { pageText, strings } from './page-text';

function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      key === 'href' ? [String(child)] : hrefs(child),
    );
  }
  return [];
}

const constants: Partial<Record<RouteKey, Record<Locale, string[]>>> = {
  admission: {
    ar: [
      '100 جنيه سوداني',
      'غير قابلة للاسترداد',
      '70%',
      '6 صور',
      'الأحد - الخميس، 8:00 صباحاً - 3:00 مساءً',
      'admission@alrowad.edu.sd',
      '+249 183 555 125',
      // Consistent with the programme pages and /study/international-students.
      '90%',
      '80%',
      '75%',
      '4 صور',
      'TOEFL',
      'IELTS',
      'خطابات التأشيرة',
      'الاستقبال في المطار',
      'السكن الطلابي',
      'الأسبوع التعريفي',
      'دعم اللغة العربية',
    ],
    en: [
      '100 Sudanese pounds',
      'non-refundable',
      '70%',
      '6 passport photos',
      'Sunday–Thursday, 8:00 AM–3:00 PM',
      'admission@alrowad.edu.sd',
      '+249 183 555 125',
      '90%',
      '80%',
      '75%',
      '4 photographs',
      'TOEFL',
      'IELTS',
      'Visa letters',
      'Airport reception',
      'Student housing',
      'Orientation week',
      'Arabic language support',
    ],
  },
  'admission/application': {
    ar: [
      'تقديم طلب الالتحاق بالكلية',
      'الهوية الشخصية',
      'الشهادة الأكاديمية',
      'الصورة الشخصية',
      'PDF أو JPG أو PNG',
      'JPG أو PNG فقط',
      '5 ميغابايت',
    ],
    en: [
      'College Application Submission',
      'personal ID',
      'academic certificate',
      'personal photo',
      'PDF, JPG or PNG',
      'JPG or PNG file',
      '5 MB',
    ],
  },
};

describe('admission pages state the facts of the specification', () => {
  for (const [key, byLocale] of Object.entries(constants) as [
    RouteKey,
    Record<Locale, string[]>,
  ][]) {
    for (const locale of ['ar', 'en'] as const) {
      it(`${key} (${locale})`, () => {
        const text = pageText(locale, key);
        for (const constant of byLocale[locale]) expect(text, constant).toContain(constant);
      });
    }
  }
});

describe('the admission page', () => {
  const titles = { ar: 'تقديم طلب الالتحاق بالكلية', en: 'College Application Submission' };
  const applyNow = { ar: 'قدّم الآن', en: 'Apply Now' };

  for (const locale of ['ar', 'en'] as const) {
    // As visitors read it: the settings the page names filled in (src/config/setting-tokens.ts).
    const sections = resolveSettingTokens(getSections(locale, 'admission'), locale);

    it(`titles the application page as the specification does (${locale})`, () => {
      expect(getPage(locale, 'admission/application').title).toBe(titles[locale]);
    });

    it(`opens with an Apply Now call to the application page (${locale})`, () => {
      const first = sections[0];
      expect(first?.type).toBe('callout');
      const action = first?.type === 'callout' ? first.actions[0] : undefined;
      expect(action).toMatchObject({ label: applyNow[locale], href: '/admission/application' });
    });

    it(`has three tabs, undergraduate by default, each with an apply link (${locale})`, () => {
      const tabs = sections.filter(
        (section): section is Extract<Section, { type: 'tabs' }> => section.type === 'tabs',
      );
      expect(tabs).toHaveLength(1);
      const [set] = tabs;
      expect(set!.defaultTab).toBe('undergraduate');
      expect(set!.tabs.map((tab) => tab.id)).toEqual([
        'undergraduate',
        'graduate',
        'international',
      ]);
      for (const tab of set!.tabs) {
        const actions = tab.sections.flatMap((block) =>
          block.type === 'callout' ? block.actions : [],
        );
        expect(
          actions.map((action) => action.href),
          tab.id,
        ).toContain('/admission/application');
      }
      const undergraduate = set!.tabs[0]!.sections;
      const steps = undergraduate.find((block) => block.type === 'steps');
      expect(steps?.type === 'steps' ? steps.items : []).toHaveLength(5);
      const graduate = set!.tabs[1]!.sections.map((block) => block.id);
      expect(graduate).toEqual(expect.arrayContaining(['masters', 'doctoral', 'documents']));
      expect(hrefs(set!.tabs[2])).toContain('/study/international-students');
    });

    it(`points to the programmes with higher minimums (${locale})`, () => {
      const links = hrefs(sections);
      expect(links).toContain('/study/medicine');
      expect(links).toContain('/study/nursing-diploma');
    });

    it(`has the admission office's contact block below the tabs (${locale})`, () => {
      const contact = sections.find((section) => section.type === 'contact');
      expect(contact?.type).toBe('contact');
      const items = contact?.type === 'contact' ? contact.items : [];
      expect(items.map((item) => item.href)).toEqual(
        expect.arrayContaining(['mailto:admission@alrowad.edu.sd', 'tel:+249183555125']),
      );
      expect(strings(items).join('\n')).toContain(
        locale === 'ar'
          ? 'الأحد - الخميس، 8:00 صباحاً - 3:00 مساءً'
          : 'Sunday–Thursday, 8:00 AM–3:00 PM',
      );
      // Below the tabs, as the specification places it.
      const order = sections.map((section) => section.type);
      expect(order.indexOf('contact')).toBeGreaterThan(order.indexOf('tabs'));
    });
  }
});
