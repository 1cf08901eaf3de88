/**
 * The search's test set: real queries a visitor might type, each with the page it must find
 * on the first page of results (10). Run by search-site.test.ts; the first 25 of each
 * language are also the benchmark's queries (scripts/bench.mjs).
 */
import type { RouteKey } from '@/config/routes';
import type { Locale } from '@/i18n/routing';

export interface SearchQueryCase {
  locale: Locale;
  query: string;
  /**
   * The page that must be among the first 10 results (a person's page is the directory; a news
   * item, read from the database, is `news/{slug}`).
   */
  expected: RouteKey | `news/${string}`;
  /** What the case shows. */
  why: string;
}

const ar = (
  query: string,
  expected: SearchQueryCase['expected'],
  why: string,
): SearchQueryCase => ({
  locale: 'ar',
  query,
  expected,
  why,
});
const en = (
  query: string,
  expected: SearchQueryCase['expected'],
  why: string,
): SearchQueryCase => ({
  locale: 'en',
  query,
  expected,
  why,
});

export const searchQueries: SearchQueryCase[] = [
  // Arabic
  ar('التقويم الاكاديمي', 'academic-calendar', 'hamza: الأكاديمي typed with a bare alef'),
  ar('مجلس الامناء', 'about/board', 'hamza: الأمناء typed with a bare alef'),
  ar('اداره الاعمال', 'study/business', 'hamza and taa marbuta: إدارة الأعمال'),
  ar('إدارة الأعمال', 'study/business', 'the same words spelt in full'),
  ar('كلمه العميد', 'about/dean-word', 'taa marbuta typed as haa'),
  ar('الخطه الاستراتيجيه', 'about/strategy', 'taa marbuta typed as haa, twice'),
  ar('مستشفي تعليمي', 'about/investments', 'alef maqsura typed as yaa, without ال'),
  ar(
    'مبني العلوم الطبيه',
    'news/new-medical-building',
    'alef maqsura and taa marbuta in a news title',
  ),
  ar('المِنَح الدِّراسيّة', 'study/scholarships', 'diacritics typed'),
  ar('الطِّبّ والجراحة', 'study/medicine', 'diacritics, and و + ال'),
  ar('الـمـكـتـبـات', 'campus-life/libraries', 'tatweel'),
  ar('التمـريـض', 'study/nursing-bachelor', 'tatweel inside a word'),
  ar('منح دراسية', 'study/scholarships', 'without the article ال'),
  ar('مكتبة', 'campus-life/libraries', 'a singular finds the plural المكتبات'),
  ar('وللطلاب الدوليين', 'study/international-students', 'و + لل (li- + al-)'),
  ar('للتسجيل', 'admission', 'لل: for the registration'),
  ar('بالسكن', 'campus-life/housing', 'بال: with the housing'),
  ar('فالقبول', 'admission', 'فال: so the admission'),
  ar('والبحث العلمي', 'research', 'وال: and the research'),
  ar('بمنصة التعليم', 'e-services/platform', 'ب: on a platform'),
  ar('وتمريض', 'study/nursing-bachelor', 'و: and nursing'),
  ar('الخطة ٢٠٢٨', 'about/strategy', 'Arabic-Indic digits find Western ones'),
  ar('اتفاقية هارفارد', 'news/harvard-cooperation', 'a news item'),
  ar('روبوت', 'news/robotics-competition-win', 'a news item, the word without ال'),
  ar('المؤتمر العلمي السنوي', 'events', 'an upcoming event, read from the database'),
  ar('عبد الله الحسن', 'faculty-staff/directory', 'a person of the staff directory by name'),
  ar('مسجل الكلية', 'faculty-staff/directory', 'a person by title (مسجّل, with shadda)'),
  ar('علم وظائف الأعضاء', 'faculty-staff/directory', 'a person by the subject of their title'),
  ar('اتصل بنا', 'contact', 'the contact page'),
  ar('الذكاء الاصطناعي', 'courses/ai', 'an instructor’s course'),
  ar('الاندية الطلابية', 'campus-life/clubs', 'hamza-less alef at the start of a word'),
  ar('البريد الالكتروني للطلاب', 'e-services/student-email', 'three words, one with لل'),
  ar('التحويل بين التخصصات', 'study/transfer', 'a stop word (بين) among the words'),
  ar('الهيكل التنظيمي', 'about/org-structure', 'a page title'),
  ar('التعاون الدولي', 'about/international-cooperation', 'a page title'),
  ar('خدمه المجتمع', 'about/community-services', 'taa marbuta in the first word'),
  ar('اسعار الاسكان', 'campus-life/housing', 'the issue’s example: أسعار typed as اسعار'),
  // English
  // With every programme page inviting visitors to apply, the admission page (how to apply,
  // Apply Now) is the right first answer; the application form page answers 'application'.
  en('apply', 'admission', 'stemming: apply → applying, applications'),
  en('applying', 'admission', 'stemming: applying → apply'),
  en('application', 'admission/application', 'the application page by its title'),
  en('application', 'admission/application', 'the word as written'),
  en('scholarship', 'study/scholarships', 'singular finds plural'),
  en('nurse', 'study/nursing-bachelor', 'stemming: nurse → nursing'),
  en('laboratory', 'campus-life/labs', 'stemming: laboratory → laboratories'),
  en('library', 'campus-life/libraries', 'stemming: library → libraries'),
  en('transferring', 'study/transfer', 'stemming: transferring → transfer'),
  en('investing', 'about/investments', 'stemming: investing → investments'),
  en('researchers', 'research', 'stemming: researchers → research'),
  en('scholarshp', 'study/scholarships', 'one typo: a letter left out'),
  en('admision', 'admission', 'one typo: a letter left out'),
  en('calender', 'academic-calendar', 'one typo: a letter changed'),
  en('housng', 'campus-life/housing', 'one typo in a six-letter word'),
  en('medecine', 'study/medicine', 'one typo: a letter changed'),
  en('trustes', 'about/board', 'one typo: a letter left out'),
  en('robotcs', 'news/robotics-competition-win', 'one typo in a news title'),
  en('internationl students', 'study/international-students', 'one typo among two words'),
  en('organizational structure', 'about/org-structure', 'American spelling: one letter off'),
  en('BOARD OF TRUSTEES', 'about/board', 'case-insensitive, with a stop word'),
  en('Harvard', 'news/harvard-cooperation', 'a news item'),
  en('scientific conference', 'events', 'an upcoming event, read from the database'),
  en('registrar', 'faculty-staff/directory', 'a person of the staff directory by title'),
  en('Babiker', 'faculty-staff/directory', 'a person by name'),
  en('physiology', 'faculty-staff/directory', 'a person by the subject of their title'),
  en('contact', 'contact', 'the contact page'),
  en('housing costs', 'campus-life/housing', 'two words, one stemmed (costs → cost)'),
  en('artificial intelligence', 'courses/ai', 'an instructor’s course'),
  en('student email', 'e-services/student-email', 'e-mail written as one word'),
  en('sports', 'campus-life/sports', 'a page title'),
  en('clubs', 'campus-life/clubs', 'a page title'),
  en('strategic plan', 'about/strategy', 'a page title'),
  en('dean’s message', 'about/dean-word', 'a possessive with a typographic apostrophe'),
  en('medical building', 'news/new-medical-building', 'a news item'),
  en('organisational chart', 'about/org-structure', 'words of a section heading'),
];
