/**
 * The events the site started with, loaded once into a fresh database (seed-events.ts). From
 * then on the events live in the database and the editors change them at /staff/events; this
 * file is read by the seed only, never by the pages.
 */
export interface EventSeedItem {
  slug: string;
  date: string;
  time: string;
  durationMinutes: number;
  title: { ar: string; en: string };
  location: { ar: string; en: string };
  description: { ar: string; en: string };
}

export const eventsSeed: EventSeedItem[] = [
  {
    slug: 'open-day-2026',
    date: '2026-12-03',
    time: '09:00',
    durationMinutes: 300,
    title: {
      ar: 'اليوم المفتوح للمتقدمين',
      en: 'Open Day for Applicants',
    },
    location: {
      ar: 'الساحة الرئيسية ومبنى الإدارة',
      en: 'Main Courtyard and Administration Building',
    },
    description: {
      ar: 'يتجول الطلاب الراغبون في الالتحاق وأسرهم في الحرم الجامعي، ويلتقون أعضاء هيئة التدريس من البرامج الثمانية، ويشرح لهم مكتب القبول الشروط والمنح وطريقة التقديم الإلكتروني.',
      en: 'Prospective students and their families tour the campus and meet faculty members from the eight programmes. The admission office explains the requirements, scholarships and the online application.',
    },
  },
  {
    slug: 'research-conference-2027',
    date: '2027-01-13',
    time: '09:00',
    durationMinutes: 420,
    title: {
      ar: 'المؤتمر العلمي السنوي',
      en: 'Annual Scientific Conference',
    },
    location: {
      ar: 'مسرح الكلية',
      en: 'College Theatre',
    },
    description: {
      ar: 'يعرض أعضاء هيئة التدريس وطلاب الدراسات العليا والسنة النهائية بحوثهم في العلوم الصحية والتقانة والقانون والأعمال، إلى جانب معرض للملصقات العلمية لمشروعات الطلاب.',
      en: 'Faculty members, postgraduate and final-year students present research in the health sciences, technology, law and business, alongside a poster exhibition of student projects.',
    },
  },
  {
    slug: 'first-cohort-graduation',
    date: '2027-02-04',
    time: '16:00',
    durationMinutes: 180,
    title: {
      ar: 'حفل تخريج الدفعة الأولى',
      en: 'Graduation Ceremony of the First Cohort',
    },
    location: {
      ar: 'ملعب الكلية',
      en: 'College Stadium',
    },
    description: {
      ar: 'تحتفل الكلية بأول دفعة من خريجيها منذ تأسيسها في مايو 2021، بحضور مجلس الأمناء وأعضاء هيئة التدريس وأسر الخريجين.',
      en: 'The college celebrates its first graduates since its founding in May 2021, in the presence of the board of trustees, faculty members and the families of the graduates.',
    },
  },
  {
    slug: 'sports-day-2027',
    date: '2027-02-18',
    time: '08:00',
    durationMinutes: 360,
    title: {
      ar: 'اليوم الرياضي السنوي',
      en: 'Annual Sports Day',
    },
    location: {
      ar: 'الملعب والصالة الرياضية المغلقة',
      en: 'Stadium and Indoor Sports Hall',
    },
    description: {
      ar: 'يتنافس الطلاب في كرة القدم وكرة السلة والكرة الطائرة وألعاب القوى والسباحة، ويُختتم اليوم بتسليم كأس البطولة.',
      en: 'Students compete in football, basketball, volleyball, athletics and swimming, and the day ends with the presentation of the championship cup.',
    },
  },
];
