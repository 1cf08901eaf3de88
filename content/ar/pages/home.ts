import type { PageInput } from '../../page-schema';
import type { HomeContent } from '../../schema';

export const page = {
  title: 'كلية الرواد للعلوم والتقانة',
  description:
    'كلية الرواد للعلوم والتقانة في السودان: ثمانية برامج في الطب والتمريض والمختبرات الطبية وتقانة المعلومات والقانون وإدارة الأعمال والإعلام.',
  intro: [
    'كلية الرواد للعلوم والتقانة كلية أهلية غير ربحية في السودان، تأسست في مايو 2021، وتقدّم ثمانية برامج في الطب والتمريض والمختبرات الطبية وتقانة المعلومات والقانون وإدارة الأعمال والإعلام.',
  ],
  sections: [],
} satisfies PageInput;

export const home: HomeContent = {
  hero: {
    kicker: 'كلية أهلية في السودان منذ مايو 2021',
    title: 'علمٌ في خدمة الصحة والتقانة والمجتمع',
    lead: 'ثمانية برامج في الطب والتمريض والمختبرات الطبية وتقانة المعلومات والقانون وإدارة الأعمال والإعلام، مع تدريب سريري في مستشفى تعليمي ومنح دراسية للمتفوقين وذوي الحاجة.',
    imageAlt:
      'رسم توضيحي للحرم الجامعي: المبنى الرئيسي بمدخله المقوّس، وأشجار النخيل، وطلاب يعبرون الساحة.',
  },
  quickLinks: {
    heading: 'روابط سريعة',
    items: [
      {
        id: 'admission',
        title: 'القبول والتسجيل',
        icon: 'graduation-cap',
        href: 'admission',
        bgColor: 'teal',
      },
      {
        id: 'calendar',
        title: 'التقويم الأكاديمي',
        icon: 'calendar',
        href: 'academic-calendar',
        bgColor: 'amber',
      },
      {
        id: 'libraries',
        title: 'المكتبات',
        icon: 'library',
        href: 'campus-life/libraries',
        bgColor: 'sky',
      },
      {
        id: 'portal',
        title: 'بوابة الخدمات الإلكترونية',
        icon: 'monitor',
        href: 'e-services/portal',
        bgColor: 'rose',
      },
      {
        id: 'directory',
        title: 'دليل الموظفين',
        icon: 'users',
        href: 'faculty-staff/directory',
        bgColor: 'violet',
      },
      {
        id: 'student-email',
        title: 'البريد الإلكتروني للطلاب',
        icon: 'mail',
        href: 'e-services/student-email',
        bgColor: 'emerald',
      },
    ],
  },
  instructorPromo: {
    heading: 'محاضرات د. حسن عبد الرحيم الطيب',
    text: 'محاضرات وأدوات تفاعلية ومصادر في خمس مواد، مرتبة حسب المستوى من المبتدئ إلى المتقدم.',
    subjects: [
      'الرياضيات',
      'الإحصاء',
      'تقانة المعلومات',
      'الذكاء الاصطناعي',
      'نظم المعلومات الجغرافية',
    ],
  },
  news: {
    heading: 'آخر الأخبار',
  },
  statistics: {
    heading: 'الكلية بالأرقام',
    items: [
      {
        id: 'students',
        value: '5000+',
        label: 'طالب وطالبة',
        note: 'في جميع السنوات والبرامج والمستويات الدراسية',
      },
      {
        id: 'faculty',
        value: '250+',
        label: 'عضو هيئة تدريس',
        note: 'أعضاء هيئة التدريس المتفرغون والمتعاونون، ومعهم مدربو المستشفى التعليمي السريريون',
      },
      {
        id: 'colleges',
        value: '8',
        label: 'كليات',
        note: 'تخصصاتنا الجامعية الثمانية، من الطب إلى الإعلام',
      },
      {
        id: 'programmes',
        value: '35+',
        label: 'برنامج أكاديمي',
        note: 'كل درجة ودبلوم وتخصص ومسار للدراسات العليا',
      },
    ],
  },
  programmes: {
    heading: 'برامجنا الأكاديمية',
    lead: 'تخصصاتنا الجامعية الثمانية في العلوم الصحية والتقانة والعلوم الإنسانية والاجتماعية، سبعة منها تمنح درجة البكالوريوس وواحد يمنح الدبلوم.',
    items: [
      {
        id: 'medicine',
        title: 'الطب والجراحة العامة',
        description: '6 سنوات دراسية تليها سنة امتياز، مع تدريب سريري في المستشفى التعليمي.',
        href: 'study/medicine',
      },
      {
        id: 'nursing-bachelor',
        title: 'بكالوريوس التمريض',
        description: '4 سنوات (8 فصول دراسية) وفترة امتياز، لإعداد ممرضين للمستشفيات وصحة المجتمع.',
        href: 'study/nursing-bachelor',
      },
      {
        id: 'nursing-diploma',
        title: 'دبلوم التمريض',
        description: 'سنتان ونصف (5 فصول دراسية) من الإعداد العملي للممرضين الفنيين.',
        href: 'study/nursing-diploma',
      },
      {
        id: 'medical-labs',
        title: 'علوم المختبرات الطبية',
        description: 'بكالوريوس شرف في 4 سنوات (8 فصول دراسية) في علوم المختبرات التشخيصية.',
        href: 'study/medical-labs',
      },
      {
        id: 'it',
        title: 'تقانة المعلومات',
        description: '4 سنوات (8 فصول دراسية) في البرمجة والشبكات والبيانات والذكاء الاصطناعي.',
        href: 'study/it',
      },
      {
        id: 'law',
        title: 'القانون',
        description: '4 سنوات (8 فصول دراسية) بمسارات القانون المدني والجنائي والتجاري والدولي.',
        href: 'study/law',
      },
      {
        id: 'business',
        title: 'إدارة الأعمال',
        description:
          'بكالوريوس في 4 سنوات (8 فصول دراسية) بـ5 تخصصات، مع معمل للمحاكاة وحاضنة للأعمال.',
        href: 'study/business',
      },
      {
        id: 'media',
        title: 'الإعلام',
        description:
          'بكالوريوس في 4 سنوات بـ5 تخصصات، مع تدريب في استوديوهات التلفزيون والإذاعة والإعلام الرقمي.',
        href: 'study/media',
      },
    ],
  },
  leadership: {
    heading: 'قيادة الكلية',
    items: [
      {
        id: 'dean',
        name: 'أ.د. عبد الله محمد الحسن',
        title: 'عميد الكلية',
        department: 'إدارة الكلية',
      },
      {
        id: 'vice-dean-academic',
        name: 'د. سامية عثمان إبراهيم',
        title: 'نائبة العميد للشؤون الأكاديمية',
        department: 'الشؤون الأكاديمية',
      },
      {
        id: 'vice-dean-research',
        name: 'أ.د. كمال الدين يوسف بابكر',
        title: 'نائب العميد للبحث العلمي',
        department: 'البحث العلمي',
      },
      {
        id: 'vice-dean-quality',
        name: 'د. منى عبد الرحمن الأمين',
        title: 'نائبة العميد للتطوير والجودة',
        department: 'التطوير والجودة',
      },
    ],
  },
  events: {
    heading: 'الفعاليات القادمة',
  },
};
