import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'الإحصاء',
  description:
    'محاضرات الإحصاء للدكتور حسن عبد الرحيم الطيب: المفاهيم الأساسية، والإحصاء الوصفي والاستدلالي، والأدوات والمصادر.',
  intro: [
    'يبدأ هذا القسم بالمفاهيم الأساسية في الإحصاء، من المجتمع والعينة إلى المتغيرات والتوزيعات، ثم ينتقل إلى الإحصاء الوصفي والاستدلالي.',
    'وتناسب المحاضرات الطلاب الذين يحللون البيانات في مشروعات البحث الصحية والإدارية والاجتماعية.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['statistics'] = {
  concepts: {
    heading: 'المفاهيم الأساسية',
    intro:
      'ثمانية مفاهيم تقوم عليها المحاضرات اللاحقة كلها، فإن التبس عليك أحدها فابدأ بمحاضرة الإحصاء الوصفي.',
    items: [
      {
        id: 'population-sample',
        term: 'المجتمع والعينة',
        definition:
          'المجتمع هو جميع الوحدات التي نريد معرفة شيء عنها (كل مرضى مستشفى ما)، والعينة هي الجزء الذي نقيسه فعلاً، ويُختار بحيث يمثّل المجتمع كله.',
      },
      {
        id: 'variables',
        term: 'المتغير',
        definition:
          'خاصية تختلف من وحدة إلى أخرى. المتغيرات النوعية تسمّي فئات (فصيلة الدم)، والمتغيرات الكمية تُقاس بالأرقام (الوزن والدخل).',
      },
      {
        id: 'parameter-statistic',
        term: 'المَعلَمة والإحصاءة',
        definition:
          'المَعلَمة تصف المجتمع (المتوسط الحقيقي μ)، والإحصاءة تُحسب من العينة (متوسط العينة x̄) وتُستخدم لتقدير المَعلَمة.',
      },
      {
        id: 'descriptive-inferential',
        term: 'الإحصاء الوصفي والإحصاء الاستدلالي',
        definition:
          'يلخّص الإحصاء الوصفي البيانات التي بين أيدينا بالجداول والرسوم والمقاييس، ويستخلص الإحصاء الاستدلالي من العينة نتائج تخص المجتمع.',
      },
      {
        id: 'distribution',
        term: 'التوزيع الاحتمالي',
        definition:
          'وصف للقيم التي يمكن أن يأخذها متغير عشوائي واحتمال كل منها. والتوزيع الطبيعي أشهر التوزيعات، لكنه ليس الوحيد.',
      },
      {
        id: 'p-value',
        term: 'القيمة الاحتمالية والدلالة الإحصائية',
        definition:
          'احتمال الحصول على نتائج متطرفة بقدر نتائجنا أو أكثر لو كانت فرضية العدم صحيحة. وإذا قلّت عن المستوى المختار (0.05 غالباً) وُصفت النتيجة بأنها دالة إحصائياً.',
      },
      {
        id: 'confidence-interval',
        term: 'فترة الثقة',
        definition:
          'مدى يُحسب من العينة، ويحتوي على المَعلَمة الحقيقية في نسبة محددة من العينات المتكررة، تكون غالباً 95%.',
      },
      {
        id: 'correlation-causation',
        term: 'الارتباط لا يعني السببية',
        definition:
          'قد يتغير متغيران معاً بسبب عامل ثالث أو بالمصادفة، ولا يثبت السبب والنتيجة إلا تصميم دراسة محكم كالتجربة العشوائية المضبوطة.',
      },
    ],
  },
  lectures: [
    {
      id: 'stats-descriptive',
      title: 'الإحصاء الوصفي: مقاييس النزعة المركزية والتشتت',
      type: 'pdf',
      description:
        'الوسط الحسابي والوسيط والمنوال، والمدى والتباين والانحراف المعياري والمدى الربيعي، مطبقةً على بيانات صغيرة لضغط الدم عند عدد من المرضى.',
      minutes: 90,
      level: 'beginner',
      category: 'الإحصاء الوصفي',
      file: '/downloads/courses/stats-descriptive-ar.pdf',
    },
    {
      id: 'stats-probability-normal',
      title: 'الاحتمالات والتوزيع الطبيعي',
      type: 'video',
      description:
        'قواعد الاحتمال الأساسية، والمتغيرات العشوائية، والمنحنى الطبيعي: الدرجة المعيارية وقاعدة 68–95–99.7.',
      minutes: 60,
      level: 'beginner',
      category: 'الاحتمالات',
    },
    {
      id: 'stats-sampling',
      title: 'طرق المعاينة وحجم العينة',
      type: 'text',
      description:
        'المعاينة العشوائية البسيطة والمنتظمة والطبقية والعنقودية، ومصادر التحيّز، وكيف يُحسب حجم العينة في المسوح.',
      minutes: 60,
      level: 'intermediate',
      category: 'تصميم البحوث',
    },
    {
      id: 'stats-hypothesis-testing',
      title: 'اختبار الفرضيات واختبار t',
      type: 'pdf',
      description:
        'فرضية العدم والفرضية البديلة، والقيمة الاحتمالية ومستوى الدلالة، والخطأ من النوع الأول والثاني، واختبار t لعينة واحدة ولعينتين مع أمثلة محلولة.',
      minutes: 120,
      level: 'intermediate',
      category: 'الاستدلال الإحصائي',
      file: '/downloads/courses/stats-hypothesis-testing-ar.pdf',
    },
    {
      id: 'stats-regression',
      title: 'الارتباط والانحدار الخطي البسيط',
      type: 'video',
      description:
        'أشكال الانتشار، ومعامل ارتباط بيرسون، وخط المربعات الصغرى، وكيف نفسّر ميله ومعامل التحديد R².',
      minutes: 75,
      level: 'intermediate',
      category: 'العلاقة بين المتغيرات',
    },
    {
      id: 'stats-anova-chi-square',
      title: 'تحليل التباين واختبار مربع كاي',
      type: 'text',
      description:
        'مقارنة أكثر من متوسطين بتحليل التباين الأحادي، واختبار العلاقة بين متغيرين نوعيين باختبار مربع كاي.',
      minutes: 90,
      level: 'advanced',
      category: 'الاستدلال الإحصائي',
    },
  ],
  tools: [
    {
      id: 'jasp',
      name: 'برنامج JASP',
      description:
        'برنامج إحصائي مجاني من جامعة أمستردام بقوائم تشبه SPSS، يحدّث جداوله ورسومه فور اختيارك الخيارات.',
      tryThis:
        'افتح إحدى مجموعات البيانات المرفقة به، وأجرِ اختبار t لعينتين مستقلتين مع رسم للمجموعتين.',
      href: 'https://jasp-stats.org',
    },
    {
      id: 'jamovi',
      name: 'برنامج jamovi',
      description:
        'برنامج إحصائي مجاني على هيئة جدول بيانات، مبني على لغة R، ويمكنه أن يعرض شيفرة R وراء كل تحليل.',
      tryThis:
        'أدخل بيانات ضغط الدم من محاضرة الإحصاء الوصفي، وتحقق من الوسط الحسابي والانحراف المعياري.',
      href: 'https://www.jamovi.org',
    },
    {
      id: 'seeing-theory',
      name: 'Seeing Theory',
      description: 'دروس بصرية تفاعلية في الاحتمالات والإحصاء من جامعة براون.',
      tryThis:
        'في فصل التوزيعات الاحتمالية اسحب عينات كثيرة، وشاهد نظرية النهاية المركزية وهي تعمل.',
      href: 'https://seeing-theory.brown.edu',
    },
    {
      id: 'statkey',
      name: 'StatKey',
      description:
        'تطبيقات ويب لفترات الثقة بطريقة إعادة المعاينة (bootstrap) ولاختبارات التوزيع العشوائي، من مؤلفي كتاب Lock5.',
      tryThis: 'أنشئ فترة ثقة لمتوسط بطريقة إعادة المعاينة، وقارنها بالفترة المحسوبة بصيغة t.',
      href: 'https://www.lock5stat.com/StatKey/',
    },
  ],
  resources: [
    {
      id: 'openintro',
      title: 'مقدمة مفتوحة في الإحصاء (OpenIntro Statistics)',
      type: 'book',
      publisher: 'OpenIntro',
      href: 'https://www.openintro.org/book/os/',
    },
    {
      id: 'khan-statistics',
      title: 'الإحصاء والاحتمالات',
      type: 'course',
      publisher: 'أكاديمية خان',
      href: 'https://www.khanacademy.org/math/statistics-probability',
    },
    {
      id: 'nist-handbook',
      title: 'الدليل الإلكتروني للطرق الإحصائية (e-Handbook of Statistical Methods)',
      type: 'documentation',
      publisher: 'NIST/SEMATECH',
      href: 'https://www.itl.nist.gov/div898/handbook/',
    },
    {
      id: 'who-gho',
      title: 'المرصد الصحي العالمي',
      type: 'data',
      publisher: 'منظمة الصحة العالمية',
      href: 'https://www.who.int/data/gho',
    },
  ],
};
