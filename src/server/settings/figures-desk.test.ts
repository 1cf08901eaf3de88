import { afterEach, describe, expect, it } from 'vitest';
import { applicationFeeText, withApplicationFee } from '@/config/payment';
import { resolveSettingTokens } from '@/config/setting-tokens';
import { applicationWindow } from '@/lib/application-windows';
import { applicationFormSchema } from '@/lib/application-form';
import {
  currentFigures,
  defaultFigures,
  figuresStore,
  minimumFor,
  withDefaults,
  type CollegeFigures,
} from '@/lib/college-figures';
import { collegeFiguresSchema } from '@/lib/college-figures-schema';
import { validForm } from '../../../test/support/applications/application-form-fixture';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { auditedActions, editor, refusal } from '../../../test/support/publishing/desk-tests';
import type { SignedInStaff } from '../staff/staff-session';
import { figuresForEditing, loadCollegeFigures, saveCollegeFigures } from './figures-desk';
import { pageText } from '../../../content/constants/page-text';
import { programmeJsonLd } from '@/components/seo/structured-data-builders';
import { buildSearchIndex } from '../search/build-search-index';
import { collectDocuments } from '../search/collect-documents';
import { syncNewsDocuments } from '../search/news-documents';
import { searchSite } from '../search/search-site';

const registrar = { ...editor, name: 'Amna Yousif', roles: ['editor'] } as unknown as SignedInStaff;

afterEach(() => {
  // The figures of this process are global: each test starts from the specification's.
  const store = figuresStore();
  store.values = null;
  store.version = 0;
});

/** The figures as the workspace's form sends them: every number as typed text. */
function asTyped(figures: CollegeFigures): unknown {
  return JSON.parse(
    JSON.stringify(figures, (key, value: unknown) =>
      typeof value === 'number' ? String(value) : value === null ? '' : value,
    ),
  );
}

describe('the figures form', () => {
  it('takes the first figures as the form sends them, and refuses what cannot be stated', () => {
    expect(collegeFiguresSchema.parse(asTyped(defaultFigures))).toEqual(defaultFigures);
    const typed = asTyped(defaultFigures) as Record<string, Record<string, unknown>>;
    const bad = collegeFiguresSchema.safeParse({
      ...typed,
      applicationFee: '-5',
      tuition: { ...typed.tuition, law: { amount: '١٢٬٥٠٠', currency: 'EUR', period: 'year' } },
      housing: { ...typed.housing, external: { from: '2500', to: '1500', currency: 'riyal' } },
      minimums: { ...typed.minimums, undergraduate: '101' },
      windows: {
        ...typed.windows,
        it: { kind: 'dates', opens: '2027-03-01', closes: '2027-02-30' },
      },
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]).sort()).toEqual([
      ['applicationFee', 'figureAmountInvalid'],
      ['housing.external.to', 'figureRangeInvalid'],
      ['minimums.undergraduate', 'figurePercentageInvalid'],
      ['tuition.law.currency', 'figureChoiceInvalid'],
      ['windows.it.closes', 'figureDateInvalid'],
    ]);
    // Arabic-Indic digits and separators are an amount like any other.
    const law = collegeFiguresSchema.parse({
      ...typed,
      tuition: { ...typed.tuition, law: { amount: '١٢٬٥٠٠', currency: 'SDG', period: 'semester' } },
    }).tuition.law;
    expect(law).toEqual({ amount: 12_500, currency: 'SDG', period: 'semester' });
    expect(collegeFiguresSchema.safeParse({ ...typed, extra: 1 }).success).toBe(false);
    // A separator only between thousands: "1500,50" is a mistake, never 150050.
    for (const fee of ['1500,50', '1,2,3', '15,00', '1 50']) {
      expect(collegeFiguresSchema.safeParse({ ...typed, applicationFee: fee }).success, fee).toBe(
        false,
      );
    }
    expect(collegeFiguresSchema.parse({ ...typed, applicationFee: '1 500' }).applicationFee).toBe(
      1500,
    );
    expect(collegeFiguresSchema.parse({ ...typed, applicationFee: '1,500.5' }).applicationFee).toBe(
      1500.5,
    );
    // A percentage of two decimals at most, a day of this century, a programme's own minimum
    // above the general one.
    const odd = collegeFiguresSchema.safeParse({
      ...typed,
      minimums: {
        ...typed.minimums,
        international: '70.123',
        programmes: {
          ...(typed.minimums!.programmes as object),
          law: { percentage: '40', science: false },
        },
      },
      windows: {
        ...typed.windows,
        it: { kind: 'dates', opens: '0000-01-02', closes: '9999-01-01' },
      },
    });
    expect(odd.error!.issues.map((issue) => [issue.path.join('.'), issue.message]).sort()).toEqual([
      ['minimums.international', 'figurePercentageInvalid'],
      ['minimums.programmes.law.percentage', 'figureMinimumBelow'],
      ['windows.it.closes', 'figureDateInvalid'],
      ['windows.it.opens', 'figureDateInvalid'],
    ]);
    // Two decimals at most, however binary floating point writes them.
    expect(collegeFiguresSchema.parse({ ...typed, applicationFee: '100.29' }).applicationFee).toBe(
      100.29,
    );
    expect(collegeFiguresSchema.safeParse({ ...typed, applicationFee: '100.295' }).success).toBe(
      false,
    );
  });

  it('takes a programme’s facts in both languages, on one line, and refuses one missing', () => {
    const typed = asTyped(defaultFigures) as { programmes: Record<string, Record<string, object>> };
    const medicine = typed.programmes.medicine!;
    const facts = (own: Record<string, object>) => ({
      ...typed,
      programmes: { ...typed.programmes, medicine: { ...medicine, ...own } },
    });
    // Lines and spaces folded, as in a name.
    expect(
      collegeFiguresSchema.parse(
        facts({ dean: { ar: ' أ.د. سارة\nعثمان ', en: 'Prof.  Sara Osman' } }),
      ).programmes.medicine.dean,
    ).toEqual({ ar: 'أ.د. سارة عثمان', en: 'Prof. Sara Osman' });
    const bad = collegeFiguresSchema.safeParse(
      facts({
        dean: { ar: 'أ.د. سارة عثمان', en: '   ' },
        degree: { ar: 'x'.repeat(161), en: 'Bachelor' },
        faculty: { ar: 'كلية الطب', en: '{{tuition.medicine}}' },
        duration: { ar: '6 سنوات' },
      }),
    );
    expect(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]).sort()).toEqual([
      ['programmes.medicine.dean.en', 'figureTextRequired'],
      ['programmes.medicine.degree.ar', 'figureTextTooLong'],
      ['programmes.medicine.duration.en', 'figureTextRequired'],
      ['programmes.medicine.faculty.en', 'figureTextBraces'],
    ]);
    // A programme with no facts is refused too: a page cannot state one in neither language.
    const { medicine: _gone, ...others } = typed.programmes;
    void _gone;
    expect(
      collegeFiguresSchema.safeParse({ ...typed, programmes: others }).error?.issues[0]?.path,
    ).toEqual(['programmes', 'medicine']);
  });

  it('takes each list of documents one a line in both languages, paired, and refuses what cannot be', () => {
    const typed = asTyped(defaultFigures) as { documents: { tracks: object; programmes: object } };
    const lists = (tracks: object, programmes: object = {}) => ({
      ...typed,
      documents: {
        tracks: { ...typed.documents.tracks, ...tracks },
        programmes: { ...typed.documents.programmes, ...programmes },
      },
    });
    // As the form sends them: the lines of each language, blank lines and spaces dropped,
    // digits as 0-9.
    const parsed = collegeFiguresSchema.parse(
      lists(
        { graduate: { ar: 'صورة الشهادة\r\n\n  ٣ صور  ', en: 'A copy of the degree\n3 photos\n' } },
        { medicine: { ar: 'شهادة التطعيم', en: 'A vaccination record' } },
      ),
    );
    expect(parsed.documents.tracks.graduate).toEqual([
      { ar: 'صورة الشهادة', en: 'A copy of the degree' },
      { ar: '3 صور', en: '3 photos' },
    ]);
    expect(parsed.documents.programmes.medicine).toEqual([
      { ar: 'شهادة التطعيم', en: 'A vaccination record' },
    ]);
    expect(parsed.documents.programmes.law).toEqual([]);
    const issues = (value: unknown) =>
      collegeFiguresSchema
        .safeParse(value)
        .error!.issues.map((issue) => [issue.path.join('.'), issue.message])
        .sort();
    expect(
      issues(
        lists(
          {
            undergraduate: { ar: '  ', en: '' },
            graduate: { ar: 'واحد\nاثنان', en: 'One' },
            international: { ar: 'x'.repeat(241), en: '{{fee.application}}' },
          },
          { law: { ar: Array(7).fill('سطر').join('\n'), en: Array(7).fill('Line').join('\n') } },
        ),
      ),
    ).toEqual([
      ['documents.programmes.law.ar', 'figureDocumentsTooMany'],
      ['documents.programmes.law.en', 'figureDocumentsTooMany'],
      ['documents.tracks.graduate.en', 'figureDocumentsCount'],
      ['documents.tracks.international.ar', 'figureDocumentTooLong'],
      ['documents.tracks.international.en', 'figureTextBraces'],
      ['documents.tracks.undergraduate.ar', 'figureDocumentsRequired'],
      ['documents.tracks.undergraduate.en', 'figureDocumentsRequired'],
    ]);
    // Far beyond any list: refused as such, whatever its lines.
    expect([
      ...new Set(
        issues(lists({ graduate: { ar: 'سطر\n'.repeat(5000), en: 'Line\n'.repeat(5000) } })).map(
          (issue) => issue.join(' '),
        ),
      ),
    ]).toEqual([
      'documents.tracks.graduate.ar figureDocumentsTooMany',
      'documents.tracks.graduate.en figureDocumentsTooMany',
    ]);
    // Figures saved before the lists existed: the lists start as the college first published them.
    const { documents: _none, ...older } = defaultFigures;
    void _none;
    expect(withDefaults(older).documents).toEqual(defaultFigures.documents);
  });

  it('lists the documents on the admission page and in the letter, as the college set them', async () => {
    // As the college first published them: the admission page's lists, the same words.
    const first = pageText('en', 'admission');
    for (const document of [
      'A copy of the birth certificate.',
      'A CV and two academic or professional references.',
      '4 photographs for the visa and residence file.',
    ]) {
      expect(first).toContain(document);
    }
    expect(first).not.toContain('{{documents');
    const store = figuresStore();
    store.values = withDefaults({
      documents: {
        tracks: {
          ...defaultFigures.documents.tracks,
          graduate: [
            ...defaultFigures.documents.tracks.graduate,
            { ar: 'شهادة إجادة اللغة الإنجليزية', en: 'An English proficiency certificate' },
          ],
        },
        programmes: {
          ...defaultFigures.documents.programmes,
          medicine: [{ ar: 'سجل التطعيمات', en: 'A vaccination record' }],
        },
      },
    });
    const sections = resolveSettingTokens(
      (await import('@content/sections')).getSections('en', 'admission'),
      'en',
    );
    const lists = JSON.stringify(sections);
    expect(lists).toContain('"An English proficiency certificate"');
    // A programme's own document, with its degree, in the undergraduate list.
    expect(lists).toContain('"Bachelor of Medicine and General Surgery: A vaccination record"');
    expect(resolveSettingTokens(['{{documents.medicine}}', 'x'], 'ar')).toEqual([
      'سجل التطعيمات',
      'x',
    ]);
    expect(resolveSettingTokens(['{{documents.law}}'], 'en')).toEqual([]);
    // Inside a sentence: one after the other.
    expect(resolveSettingTokens('Bring: {{documents.medicine}}', 'en')).toBe(
      'Bring: A vaccination record',
    );

    // The letter names those of the admitted applicant's track and programme.
    const { letterText } = await import('../applications/letter/letter-text');
    const { completeApplicationRow } =
      await import('../../../test/support/applications/complete-application-row');
    const row = await completeApplicationRow('en');
    const letter = (form: object) =>
      letterText(
        { ...row, form: { ...row.form!, ...form } } as typeof row,
        { code: 'K7Q2-9XMA-P4TD', issuedAt: new Date() },
        'en',
      ).bring;
    expect(letter({ track: 'undergraduate', programme: 'medicine' })).toEqual([
      'This letter, printed or on your phone.',
      ...defaultFigures.documents.tracks.undergraduate.map((item) => item.en),
      'A vaccination record',
    ]);
    const international = letter({ track: 'international', programme: 'law' });
    expect(international).toContain('A passport valid for at least one year.');
    expect(international).toContain('A copy of the birth certificate.');
    expect(international).not.toContain('A vaccination record');
  });

  it('states a programme’s facts wherever the pages name them, and its structured data follows', () => {
    expect(resolveSettingTokens('{{programme.law.dean}} | {{programme.law.faculty}}', 'en')).toBe(
      'Dr. Khalid Mahgoub Elamin | Department of Law',
    );
    expect(resolveSettingTokens('{{programme.it.degree}}', 'ar')).toBe('بكالوريوس تقانة المعلومات');
    expect(resolveSettingTokens('{{programme.it.salary}} {{programme.x.dean}}', 'en')).toBe(
      '{{programme.it.salary}} {{programme.x.dean}}',
    );
    const store = figuresStore();
    store.values = withDefaults({
      programmes: {
        ...defaultFigures.programmes,
        medicine: {
          ...defaultFigures.programmes.medicine,
          dean: { ar: 'أ.د. سارة عثمان', en: 'Prof. Sara Osman' },
          duration: { ar: '7 سنوات', en: '7 years' },
          degree: { ar: 'بكالوريوس الطب', en: 'Bachelor of Medicine' },
        },
      },
    });
    // The programme's page (its key facts, its overview, its contacts), the deans' page.
    for (const [locale, dean, duration] of [
      ['en', 'Prof. Sara Osman', '7 years'],
      ['ar', 'أ.د. سارة عثمان', '7 سنوات'],
    ] as const) {
      const medicinePage = pageText(locale, 'study/medicine');
      expect(medicinePage.split(dean).length - 1, locale).toBe(2);
      expect(medicinePage).toContain(duration);
      expect(medicinePage).not.toMatch(/معاوية|Muawia/);
      expect(pageText(locale, 'about/deans')).toContain(dean);
      expect(pageText(locale, 'study/programs')).toContain(duration);
    }
    const jsonLd = programmeJsonLd('en', 'study/medicine');
    expect(jsonLd.educationalCredentialAwarded).toBe('Bachelor of Medicine');
    expect(jsonLd.timeToComplete).toBe('P7Y');
  });

  it('states the first figures as the pages always did', () => {
    expect(resolveSettingTokens('{{fee.application}} | {{tuition.medicine}}', 'en')).toBe(
      '100 Sudanese pounds | 120,000 riyals a year',
    );
    expect(resolveSettingTokens('{{tuition.law}}', 'ar')).toBe(
      'تُحدَّد كل عام: اسأل مكتب القبول والتسجيل',
    );
    expect(resolveSettingTokens('{{housing.external}}', 'ar')).toBe(
      'من 1,500 إلى 2,500 ريال في الشهر',
    );
    expect(
      resolveSettingTokens('{{minimum.medicine}} {{minimum.law}} {{minimum.international}}', 'en'),
    ).toBe('90% 70% 75%');
    expect(resolveSettingTokens('{{window.medicine}} | {{window.it}}', 'en')).toBe(
      '1 Rajab to 15 Shaban every year | With every intake, in its registration dates',
    );
    // Only the figures' own names.
    expect(resolveSettingTokens('{{tuition.constructor}} {{minimum.__proto__}}', 'en')).toBe(
      '{{tuition.constructor}} {{minimum.__proto__}}',
    );
    expect(minimumFor('international', 'law')).toEqual({ percentage: 75, science: false });
    expect(minimumFor('international', 'medicine')).toEqual({ percentage: 90, science: true });
    expect(minimumFor('graduate', 'executive-mba')).toBeNull();
  });
});

describeOnDatabases('the college figures', (database) => {
  it('are saved once, followed by the pages, the form and its windows, and a stale form is refused', async () => {
    const { db } = database;
    const opened = await figuresForEditing(db);
    expect(opened.version).toBe(0);
    expect(opened.values).toEqual(defaultFigures);

    const values: CollegeFigures = {
      ...defaultFigures,
      applicationFee: 150,
      tuition: {
        ...defaultFigures.tuition,
        law: { amount: 9000, currency: 'USD', period: 'year' },
      },
      minimums: {
        ...defaultFigures.minimums,
        programmes: {
          ...defaultFigures.minimums.programmes,
          law: { percentage: 80, science: false },
        },
      },
      windows: {
        ...defaultFigures.windows,
        it: { kind: 'closed', opens: '', closes: '' },
        law: { kind: 'dates', opens: '2027-01-01', closes: '2027-02-28' },
      },
    };
    const saved = await saveCollegeFigures(db, registrar, { ...values, version: 0 });
    expect(saved).toEqual({
      version: 1,
      changed: ['applicationFee', 'tuition', 'minimums', 'windows'],
    });

    // This process states them at once: the pages' words, the fee's, the form's checks.
    expect(
      resolveSettingTokens('{{fee.application}}; {{tuition.law}}; {{minimum.law}}', 'en'),
    ).toBe('150 Sudanese pounds; 9,000 US dollars a year; 80%');
    expect(applicationFeeText('ar')).toBe('150 جنيه سوداني');
    expect(resolveSettingTokens('{{window.law}} | {{window.it}}', 'en')).toBe(
      '1 January 2027 to 28 February 2027 | Closed this year',
    );
    expect(withApplicationFee({ a: ['Fee: {fee}.'] }, 'en')).toEqual({
      a: ['Fee: 150 Sudanese pounds.'],
    });
    const below = applicationFormSchema.safeParse(
      validForm({
        programme: 'law',
        qualification: { ...validForm().qualification, percentage: '79' },
      } as never),
    );
    expect(below.error?.issues.map((issue) => issue.message)).toEqual(['belowMinimum']);
    expect(applicationWindow('it', new Date('2027-01-10T10:00:00Z'))).toEqual({
      opens: '',
      closes: '',
      open: false,
      shut: true,
    });
    expect(applicationWindow('law', new Date('2026-12-31T23:30:00Z'))).toEqual({
      opens: '2027-01-01',
      closes: '2027-02-28',
      open: true,
    });
    expect(applicationWindow('law', new Date('2027-03-01T10:00:00Z'))?.shut).toBe(true);

    // A form opened before that save.
    expect((await refusal(saveCollegeFigures(db, registrar, { ...values, version: 0 }))).code).toBe(
      'figures_conflict',
    );
    // Saved as they are: nothing written, no new version.
    expect((await saveCollegeFigures(db, registrar, { ...values, version: 1 })).version).toBe(1);
    expect(await auditedActions(db, '1')).toContain('figures.save');

    // Another instance reads them on its next round.
    const store = figuresStore();
    store.values = null;
    store.version = 0;
    expect(currentFigures().applicationFee).toBe(100);
    expect(await loadCollegeFigures(db)).toBe(true);
    expect(currentFigures().applicationFee).toBe(150);
    expect(await loadCollegeFigures(db)).toBe(false);
  });

  it('put a changed dean in the site search, on every page that names the dean', async () => {
    const { db } = database;
    const index = buildSearchIndex('en', collectDocuments('en'));
    const find = (words: string) =>
      searchSite(index, words)
        .results.filter((result) => result.kind === 'page')
        .map((result) => result.href.split('#')[0]);
    await syncNewsDocuments('en', index, { db });
    expect(find('Quetzal Xylander')).toEqual([]);
    const version = (await figuresForEditing(db)).version;
    const dean = { ar: 'د. كيتزال زيلاندر', en: 'Dr. Quetzal Xylander' };
    await saveCollegeFigures(db, registrar, {
      ...defaultFigures,
      programmes: {
        ...defaultFigures.programmes,
        law: { ...defaultFigures.programmes.law, dean },
      },
      version,
    });
    await syncNewsDocuments('en', index, { db });
    expect(find('Quetzal Xylander')).toEqual(
      expect.arrayContaining(['/en/study/law', '/en/about/departments']),
    );
    expect(find('Khalid Mahgoub Elamin')).not.toContain('/en/study/law');
  });
});
