import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'السيرة الذاتية للدكتور حسن عبد الرحيم الطيب',
  navLabel: 'السيرة الذاتية',
  description:
    'المؤهلات العلمية والخبرات المهنية والجوائز والمنشورات والمهارات للدكتور حسن عبد الرحيم الطيب، وطريقة التواصل معه.',
  intro: [
    'يدرّس د. حسن عبد الرحيم الطيب الرياضيات والإحصاء وتقانة المعلومات والذكاء الاصطناعي ونظم المعلومات الجغرافية.',
    'وتعرض سيرته الذاتية مؤهلاته العلمية وخبراته المهنية وجوائزه ومنشوراته ومهاراته، مع بطاقة للتواصل لإرسال الرسائل وحجز المواعيد.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: the instructor's biography (content/courses-schema.ts). */
export const course: CoursesInput['biography'] = {
  education: {
    heading: 'المؤهلات العلمية',
    items: [
      {
        id: 'phd',
        degree: 'دكتوراه الفلسفة في علوم الحاسوب',
        university: 'جامعة السودان للعلوم والتكنولوجيا',
        year: 2017,
        specialization: 'تعلّم الآلة والاستشعار عن بعد',
        thesis:
          'تصنيف المحاصيل في مشروع الجزيرة من صور الأقمار الصناعية متعددة التواريخ باستخدام تعلّم الآلة',
      },
      {
        id: 'pgd',
        degree: 'دبلوم عالٍ في نظم المعلومات الجغرافية والاستشعار عن بعد',
        university: 'المركز الإقليمي للتدريب في المسح الجوي (RECTAS)، إيلي إيفي، نيجيريا',
        year: 2013,
        specialization: 'المعلومات الجغرافية لإدارة الموارد الطبيعية',
      },
      {
        id: 'msc',
        degree: 'ماجستير الإحصاء التطبيقي',
        university: 'جامعة الخرطوم',
        year: 2011,
        specialization: 'النمذجة الإحصائية وطرق المسوح',
        thesis: 'الأنماط المكانية لانتشار الملاريا في ولاية الجزيرة، 2005–2009',
      },
      {
        id: 'bsc',
        degree: 'بكالوريوس العلوم الرياضية (مرتبة الشرف)',
        university: 'جامعة الجزيرة',
        year: 2008,
        specialization: 'الرياضيات وعلوم الحاسوب',
      },
    ],
  },
  experience: {
    heading: 'الخبرات المهنية',
    items: [
      {
        id: 'alrowad-lecturer',
        position: 'محاضر الذكاء الاصطناعي',
        institution: 'كلية الرواد للعلوم والتقانة',
        from: 2021,
        description:
          'يدرّس الرياضيات والإحصاء وتقانة المعلومات والذكاء الاصطناعي ونظم المعلومات الجغرافية، ويشرف على مشروعات التخرج، وأشرف على فريق تقانة المعلومات الفائز بالمركز الأول في مسابقة الجامعات للروبوت عام 2026.',
      },
      {
        id: 'alrowad-research',
        position: 'منسق برنامج البحث في الصحة الرقمية والذكاء الاصطناعي',
        institution: 'كلية الرواد للعلوم والتقانة',
        from: 2023,
        description:
          'ينسّق البرنامج الممتد أربع سنوات (2023-2027) لتطوير أدوات رقمية للتشخيص والسجلات الصحية والاستعلام الصحي باللغة العربية، ويقود مشروعه للتعرف على الكلام بالعامية السودانية.',
      },
      {
        id: 'sust-lecturer',
        position: 'محاضر بقسم علوم الحاسوب',
        institution: 'جامعة السودان للعلوم والتكنولوجيا',
        from: 2017,
        to: 2021,
        description:
          'درّس مقررات تعلّم الآلة والتنقيب في البيانات ونظم قواعد البيانات، وأشرف على أكثر من 20 مشروع تخرج لطلاب البكالوريوس.',
      },
      {
        id: 'arc-consultant',
        position: 'مستشار نظم المعلومات الجغرافية والإحصاء (دوام جزئي)',
        institution: 'هيئة البحوث الزراعية، ود مدني',
        from: 2012,
        to: 2017,
        description:
          'أعدّ خرائط المحاصيل وتقديرات الإنتاجية لمشروع الجزيرة من صور الأقمار الصناعية والمسوح الميدانية، ودرّب الباحثين على برنامج QGIS ولغة R.',
      },
      {
        id: 'gezira-assistant',
        position: 'مساعد تدريس',
        institution: 'جامعة الجزيرة',
        from: 2008,
        to: 2011,
        description: 'أدار حصص التمارين ومعامل الحاسوب في التفاضل والتكامل والإحصاء والبرمجة.',
      },
    ],
  },
  awards: {
    heading: 'الجوائز',
    items: [
      {
        id: 'robotics-2026',
        title: 'المركز الأول مشرفاً على الفريق الفائز',
        organization: 'مسابقة الجامعات للروبوت',
        year: 2026,
        description:
          'فاز طلاب تقانة المعلومات الأربعة الذين أشرف عليهم بروبوت يفرز النفايات الطبية بنموذج للتعرف على الصور درّبوه بأنفسهم، متقدمين على فرق 14 جامعة وكلية.',
      },
      {
        id: 'teaching-2024',
        title: 'جائزة التميز في التدريس',
        organization: 'كلية الرواد للعلوم والتقانة',
        year: 2024,
        description:
          'تقديراً لإعادة تصميم مقرري الإحصاء التمهيدي والبرمجة حول المشروعات العملية، بناءً على تقييمات الطلاب ومراجعة الزملاء.',
      },
      {
        id: 'thesis-2018',
        title: 'جائزة أفضل أطروحة دكتوراه في الحوسبة',
        organization: 'جامعة السودان للعلوم والتكنولوجيا',
        year: 2018,
        description:
          'عن أطروحته في تصنيف المحاصيل في مشروع الجزيرة من صور الأقمار الصناعية بتعلّم الآلة.',
      },
    ],
  },
  publications: {
    heading: 'مختارات من المنشورات',
    items: [
      {
        id: 'pub-speech-2025',
        title:
          'Towards speech recognition for Sudanese Arabic health information lines: data collection and baseline models',
        titleLang: 'en',
        journal: 'وقائع مؤتمر السودان للحوسبة والمعلوماتية',
        year: 2025,
        type: 'conference',
      },
      {
        id: 'pub-statistics-book-2023',
        title: 'مبادئ الإحصاء التطبيقي للعلوم الصحية',
        journal: 'دار جامعة الخرطوم للنشر',
        year: 2023,
        type: 'book',
      },
      {
        id: 'pub-malaria-2020',
        title:
          'Predicting monthly malaria incidence from rainfall and land-cover data with gradient boosting',
        titleLang: 'en',
        journal: 'مجلة السودان للعلوم والتكنولوجيا',
        year: 2020,
        type: 'journal',
      },
      {
        id: 'pub-crop-2018',
        title:
          'Crop-type mapping in the Gezira Scheme with multi-temporal Sentinel-2 imagery and random forests',
        titleLang: 'en',
        journal: 'مجلة السودان للعلوم والتكنولوجيا',
        year: 2018,
        type: 'journal',
      },
      {
        id: 'pub-open-data-2019',
        title: 'Open geospatial data for agricultural planning in Sudan',
        titleLang: 'en',
        journal: 'كتاب «المعلومات الجغرافية من أجل التنمية في أفريقيا»',
        year: 2019,
        type: 'chapter',
      },
    ],
  },
  skills: {
    heading: 'المهارات',
    items: [
      {
        id: 'programming',
        category: 'البرمجة والبيانات',
        skills: ['Python', 'R', 'SQL', 'JavaScript'],
      },
      {
        id: 'machine-learning',
        category: 'تعلّم الآلة',
        skills: ['scikit-learn', 'TensorFlow وKeras', 'Hugging Face Transformers'],
      },
      {
        id: 'gis',
        category: 'نظم المعلومات الجغرافية والاستشعار عن بعد',
        skills: ['QGIS', 'ArcGIS Pro', 'Google Earth Engine', 'GDAL'],
      },
      {
        id: 'statistics',
        category: 'الإحصاء',
        skills: ['SPSS وJASP', 'تصميم المسوح والمعاينة', 'نماذج الانحدار'],
      },
      {
        id: 'teaching',
        category: 'التدريس',
        skills: [
          'تصميم المقررات على منصة Moodle',
          'التعلّم القائم على المشروعات',
          'الإشراف على مشروعات التخرج',
        ],
      },
      {
        id: 'languages',
        category: 'اللغات',
        skills: ['العربية (اللغة الأم)', 'الإنجليزية (بطلاقة)'],
      },
    ],
  },
  contact: {
    heading: 'التواصل مع د. حسن',
    body: 'يستقبل د. حسن الطلاب في ساعاته المكتبية دون موعد مسبق، ولمن أراد لقاءه في وقت آخر أن يحجز موعداً بالبريد الإلكتروني، ويرد على الرسائل خلال يومي عمل.',
    emailLabel: 'البريد الإلكتروني',
    officeLabel: 'المكتب',
    office: 'مبنى تقانة المعلومات، الطابق الأول، الغرفة 112',
    hoursLabel: 'الساعات المكتبية',
    hours: 'الاثنين والأربعاء، 10:00 صباحاً - 12:00 ظهراً',
    sendMessage: 'أرسل رسالة',
    bookAppointment: 'احجز موعداً',
    appointmentSubject: 'طلب موعد',
    appointmentBody:
      'الدكتور حسن المحترم،\n\nأرغب في حجز موعد للقائكم.\n\nالاسم:\nالبرنامج والسنة الدراسية:\nاليوم والوقت المناسبان:\nموضوع اللقاء:\n',
  },
};
