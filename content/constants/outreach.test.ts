/**
 * What the outreach pages must say, in both languages: the open positions and how to apply on
 * /careers, the directions on /contact, and the accessibility statement. Each page's text is
 * everything a visitor reads on it: title, description, intro, its sections and its typed data.
 */
import { eventDraftSchema, missingEventFields } from '../../src/lib/college-events';
import { eventSeedDraft } from '../../src/server/db/seed-events';
import { eventsSeed } from '../../src/server/db/seeds/events-seed';
import { describe, expect, it } from 'vitest';
import type { RouteKey } from '../../src/config/routes';
import { locales, type Locale } from '../../src/i18n/routing';
import { mailtoHref } from '../../src/lib/mailto';
import { getCareers, getDirections } from '../outreach';
import { pageText } from './page-text';
import { catalogues } from '../../src/i18n/catalogues';

const { ar, en } = catalogues;

const typedData: Partial<Record<RouteKey, (locale: Locale) => unknown>> = {
  careers: getCareers,
  contact: getDirections,
};

const refs = [
  'MED-2026-07',
  'NUR-2026-03',
  'MLS-2026-02',
  'LAW-2026-04',
  'ICT-2026-05',
  'LNG-2027-01',
];

const constants: Partial<Record<RouteKey, Record<Locale, string[]>>> = {
  careers: {
    ar: [
      'careers@alrowad.edu.sd',
      ...refs,
      'الرقم المرجعي في عنوان الرسالة',
      'طريقة التقديم',
      'السيرة الذاتية',
      'معرّفَين اثنين',
      'خلال 3 أيام عمل',
      'إدارة الموارد البشرية',
    ],
    en: [
      'careers@alrowad.edu.sd',
      ...refs,
      'reference in the subject',
      'How to apply',
      'A CV',
      'two referees',
      'within 3 working days',
      'Human Resources Department',
    ],
  },
  contact: {
    ar: [
      'حي الرياض، الخرطوم',
      'شارع المشتل',
      'شارع عبيد ختم',
      'حافلات',
      'موقف مجاني للزوار',
      'ذوي الإعاقة',
      'من الأحد إلى الخميس، من 8 صباحاً حتى 4 مساءً',
      'من 8:00 صباحاً حتى 3:00 مساءً',
      'الشمال في أعلى الخريطة',
    ],
    en: [
      'Al-Riyadh, Khartoum',
      'Al-Mashtal Street',
      'Obeid Khatim Street',
      'minibuses',
      'free visitors’ car park',
      'disabled visitors',
      'Sunday to Thursday, 8am to 4pm',
      '8:00 AM to 3:00 PM',
      'North is at the top',
    ],
  },
  accessibility: {
    ar: [
      'WCAG) 2.2، المستوى AA',
      'axe-core',
      'باللغتين وفي المظهرين الفاتح والداكن',
      'بلوحة المفاتيح وحدها',
      'قارئات الشاشة',
      'من اليمين إلى اليسار',
      'نموذج التقديم الإلكتروني',
      'خدمة خارجية',
      'مستندات PDF',
      'accessibility@alrowad.edu.sd',
      'tel:+249183555120',
      'نرد خلال 5 أيام عمل',
      '23 نوفمبر 2026',
    ],
    en: [
      'WCAG) 2.2, level AA',
      'axe-core',
      'in both languages and in both the light and dark themes',
      'with the keyboard alone',
      'Screen-reader checks',
      'Right-to-left review',
      'online application form',
      'external service',
      'PDF documents',
      'accessibility@alrowad.edu.sd',
      'tel:+249183555120',
      'We reply within 5 working days',
      '23 November 2026',
    ],
  },
};

describe('outreach pages state their facts in both languages', () => {
  for (const [key, perLocale] of Object.entries(constants) as [
    RouteKey,
    Record<Locale, string[]>,
  ][]) {
    for (const locale of locales) {
      it(`${key} (${locale})`, () => {
        const text = pageText(locale, key, typedData[key]?.(locale));
        for (const constant of perLocale[locale]) expect(text, constant).toContain(constant);
      });
    }
  }
});

describe('open positions', () => {
  it('are at least five, the same posts in both languages', () => {
    const pick = (locale: Locale) =>
      getCareers(locale).positions.map(
        ({ ref, employment, closingDate, duties, requirements }) => ({
          ref,
          employment,
          closingDate,
          duties: duties.length,
          requirements: requirements.length,
        }),
      );
    expect(pick('ar').length).toBeGreaterThanOrEqual(5);
    expect(pick('ar')).toEqual(pick('en'));
    expect(
      pick('en')
        .map((position) => position.ref)
        .sort(),
    ).toEqual([...refs].sort());
  });

  it('close in December 2026 or in 2027, soonest first', () => {
    const dates = getCareers('en').positions.map((position) => position.closingDate);
    for (const date of dates) {
      expect(date >= '2026-12-01' && date <= '2027-12-31', date).toBe(true);
    }
    expect(dates).toEqual(dates.toSorted());
  });

  it('cover full-time, part-time and contract posts', () => {
    expect(new Set(getCareers('en').positions.map((position) => position.employment))).toEqual(
      new Set(['full-time', 'part-time', 'contract']),
    );
  });

  it('each get an application e-mail to careers@ with their reference in the subject', () => {
    for (const [locale, messages] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const careers = getCareers(locale);
      expect(careers.applyEmail).toBe('careers@alrowad.edu.sd');
      for (const position of careers.positions) {
        const subject = messages.Careers.subject
          .replace('{ref}', position.ref)
          .replace('{title}', position.title);
        const href = mailtoHref(careers.applyEmail, subject);
        expect(href.startsWith('mailto:careers@alrowad.edu.sd?subject=')).toBe(true);
        const decoded = decodeURIComponent(new URL(href).searchParams.get('subject') ?? '');
        expect(decoded).toContain(position.ref);
        expect(decoded).toContain(position.title);
      }
    }
  });
});

describe('events', () => {
  it('the seeded ones all lie ahead of 23 November 2026, each valid and written in both languages', () => {
    for (const item of eventsSeed) {
      const draft = eventDraftSchema.parse(eventSeedDraft(item));
      expect(draft.date > '2026-11-23', item.slug).toBe(true);
      expect(missingEventFields(draft), item.slug).toEqual({});
    }
  });
});
