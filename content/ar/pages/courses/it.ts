import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'تقانة المعلومات',
  description:
    'محاضرات تقانة المعلومات للدكتور حسن عبد الرحيم الطيب: الموضوعات الرئيسية، والمشروعات العملية، والأدوات والمصادر.',
  intro: [
    'محاضرات في الموضوعات الرئيسية لتقانة المعلومات، ومنها البرمجة وقواعد البيانات والشبكات وتطوير تطبيقات الويب.',
    'وتتيح المشروعات العملية للطلاب تطبيق ما تعلموه ببناء تطبيقات تعمل فعلياً.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['it'] = {
  topics: {
    heading: 'الموضوعات الرئيسية',
    intro:
      'تغطي محاضرات هذا القسم ومشروعاته ستة مجالات يعمل فيها كل خريج من خريجي تقانة المعلومات.',
    items: [
      {
        id: 'programming',
        title: 'البرمجة',
        description:
          'كتابة برامج واضحة ومختبرة: من المتغيرات والحلقات إلى الدوال والأصناف ومكتبات لغة برمجة حقيقية.',
        points: ['بايثون لغةً أولى', 'التصميم كائني التوجه', 'الاختبار وتتبع الأخطاء'],
      },
      {
        id: 'databases',
        title: 'قواعد البيانات',
        description:
          'تصميم قواعد البيانات العلائقية والاستعلام منها بلغة SQL، بحيث تبقى البيانات صحيحة حين يستخدمها كثيرون.',
        points: ['نمذجة الكيانات والعلاقات', 'التطبيع', 'استعلامات SQL والربط بين الجداول'],
      },
      {
        id: 'networks',
        title: 'شبكات الحاسوب',
        description:
          'كيف تنتقل البيانات عبر الشبكة، من الكوابل والشبكات اللاسلكية إلى عناوين IP والتوجيه وخدمات الإنترنت.',
        points: ['نموذج TCP/IP', 'عنونة IP والشبكات الفرعية', 'نظام أسماء النطاقات وبروتوكول HTTP'],
      },
      {
        id: 'web',
        title: 'تطوير الويب',
        description:
          'بناء صفحات وتطبيقات ويب تعمل على الهواتف وعلى الاتصالات البطيئة، بالعربية والإنجليزية.',
        points: ['HTML وCSS', 'JavaScript في المتصفح', 'تطبيقات الخادم وواجهات البرمجة'],
      },
      {
        id: 'systems',
        title: 'نظم التشغيل',
        description:
          'ما يقدمه نظام التشغيل للبرامج: العمليات والذاكرة والملفات والصلاحيات، على لينكس وويندوز.',
        points: ['العمليات والخيوط', 'أنظمة الملفات والصلاحيات', 'سطر أوامر لينكس'],
      },
      {
        id: 'security',
        title: 'أمن المعلومات',
        description:
          'حماية الأنظمة والبيانات: أشهر الهجمات على تطبيقات الويب، والعادات والضوابط التي تمنعها.',
        points: [
          'قائمة OWASP لأخطر عشر ثغرات',
          'كلمات المرور والمصادقة',
          'النسخ الاحتياطي والاستعادة',
        ],
      },
    ],
  },
  lectures: [
    {
      id: 'it-python-intro',
      title: 'مدخل إلى البرمجة بلغة بايثون',
      type: 'pdf',
      description:
        'المتغيرات وأنواعها، والإدخال والإخراج، والشروط والحلقات، والدوال، وتنتهي ببرنامج كامل يحسب المعدل التراكمي.',
      minutes: 90,
      level: 'beginner',
      category: 'البرمجة',
      file: '/downloads/courses/it-python-intro-ar.pdf',
    },
    {
      id: 'it-internet-networks',
      title: 'كيف يعمل الإنترنت: TCP/IP ونظام أسماء النطاقات وHTTP',
      type: 'video',
      description:
        'رحلة طلب صفحة ويب: طبقات نموذج TCP/IP، وكيف يتحول اسم النطاق إلى عنوان، وما يدور بين المتصفح والخادم.',
      minutes: 50,
      level: 'beginner',
      category: 'الشبكات',
    },
    {
      id: 'it-html-css',
      title: 'بناء صفحات الويب بلغتي HTML وCSS',
      type: 'video',
      description:
        'بنية الصفحة بلغة HTML، وتنسيقها بلغة CSS، وتخطيطات تتكيف مع الهواتف ومع النص العربي من اليمين إلى اليسار.',
      minutes: 60,
      level: 'beginner',
      category: 'تطوير الويب',
    },
    {
      id: 'it-sql-databases',
      title: 'قواعد البيانات العلائقية ولغة SQL',
      type: 'pdf',
      description:
        'الجداول والمفاتيح الأساسية والأجنبية، واستعلامات SQL التي تختار البيانات وتصفّيها وتربطها وتجمّعها، على مثال قاعدة بيانات لتسجيل الطلاب.',
      minutes: 120,
      level: 'intermediate',
      category: 'قواعد البيانات',
      file: '/downloads/courses/it-sql-databases-ar.pdf',
    },
    {
      id: 'it-oop',
      title: 'البرمجة كائنية التوجه: الأصناف والكائنات والوراثة',
      type: 'text',
      description:
        'نمذجة المسألة بالأصناف، والتغليف والوراثة وتعدد الأشكال، موضحةً بنظام صغير لإعارة كتب المكتبة.',
      minutes: 90,
      level: 'intermediate',
      category: 'البرمجة',
    },
    {
      id: 'it-web-security',
      title: 'أمن تطبيقات الويب: قائمة OWASP لأخطر عشر ثغرات',
      type: 'text',
      description:
        'الحقن، وضعف التحكم في الوصول، والبرمجة عبر المواقع (XSS)، وسائر الثغرات الشائعة في تطبيقات الويب، وطريقة الوقاية من كل منها.',
      minutes: 75,
      level: 'advanced',
      category: 'الأمن',
    },
  ],
  projects: {
    heading: 'المشروعات العملية',
    intro:
      'مشروعات للأعمال الفصلية ولمشروع التخرج، لكل منها مستواه والتقنيات التي يستخدمها. اطلب وصفها الكامل من د. حسن في القاعة أو بالبريد الإلكتروني.',
    items: [
      {
        id: 'it-project-gpa',
        title: 'حاسبة المعدل التراكمي',
        tech: ['Python'],
        level: 'beginner',
        description:
          'برنامج يعمل من سطر الأوامر، يقرأ درجات المقررات وساعاتها المعتمدة، ويحسب المعدل الفصلي والتراكمي، ويحفظ النتائج في ملف.',
      },
      {
        id: 'it-project-library',
        title: 'موقع لفهرس المكتبة',
        tech: ['HTML', 'CSS', 'JavaScript'],
        level: 'beginner',
        description:
          'موقع ثنائي اللغة يعرض الكتب ويصفّيها بحسب الموضوع والتوافر، ويعمل جيداً على الهاتف.',
      },
      {
        id: 'it-project-clinic',
        title: 'نظام حجز مواعيد العيادة',
        tech: ['Python', 'Flask', 'SQLite'],
        level: 'intermediate',
        description:
          'تطبيق ويب يحجز فيه المرضى مواعيدهم، ويطّلع فيه الأطباء على قوائمهم اليومية، ويؤكد موظفو الاستقبال الحجوزات أو يلغونها.',
      },
      {
        id: 'it-project-network',
        title: 'تصميم شبكة الحرم الجامعي',
        tech: ['Cisco Packet Tracer'],
        level: 'intermediate',
        description:
          'شبكة محاكاة لثلاثة مبانٍ في الكلية، فيها شبكات محلية افتراضية (VLAN) وعنونة وتوجيه وشبكة لاسلكية للطلاب، تُختبر من طرف إلى طرف.',
      },
      {
        id: 'it-project-api',
        title: 'واجهة برمجة آمنة لتسجيل المقررات',
        tech: ['Node.js', 'Express', 'PostgreSQL'],
        level: 'advanced',
        description:
          'واجهة REST لتسجيل المقررات، فيها تسجيل دخول وأدوار للطلاب وموظفي التسجيل، وتحقق من المدخلات، واختبارات آلية للثغرات العشر في قائمة OWASP.',
      },
    ],
  },
  tools: [
    {
      id: 'python-tutor',
      name: 'Python Tutor',
      description:
        'ينفّذ برامج بايثون (ولغات أخرى) خطوة خطوة، ويرسم المتغيرات والكائنات في الذاكرة عند كل خطوة.',
      tryThis: 'الصق برنامج المعدل التراكمي من المحاضرة الأولى، وشاهد كيف تجمع الحلقة النقاط.',
      href: 'https://pythontutor.com',
    },
    {
      id: 'db-fiddle',
      name: 'DB Fiddle',
      description:
        'ينشئ الجداول وينفّذ استعلامات SQL على PostgreSQL أو MySQL أو SQLite في المتصفح دون تثبيت أي شيء.',
      tryThis:
        'أنشئ جداول الطلاب والمقررات والتسجيلات من محاضرة SQL، ونفّذ استعلام الربط الوارد فيها.',
      href: 'https://www.db-fiddle.com',
    },
    {
      id: 'packet-tracer',
      name: 'Cisco Packet Tracer',
      description:
        'محاكي شبكات من أكاديمية سيسكو للشبكات، لبناء شبكات من الموجّهات والمبدّلات والحواسيب واختبارها.',
      tryThis:
        'صِل حاسوبين عبر مبدّل، وأعطهما عنوانين في الشبكة الفرعية نفسها، واختبر الاتصال بالأمر `ping`.',
      href: 'https://www.netacad.com/cisco-packet-tracer',
    },
    {
      id: 'codepen',
      name: 'CodePen',
      description: 'محرر على الإنترنت يعرض نتيجة HTML وCSS وJavaScript أثناء الكتابة.',
      tryThis: 'ابنِ بطاقة مقرر فيها عنوان وزر، ثم أضف `dir="rtl"` وانظر كيف ينعكس التخطيط.',
      href: 'https://codepen.io',
    },
  ],
  resources: [
    {
      id: 'python-tutorial',
      title: 'الدليل التعليمي الرسمي للغة بايثون (The Python Tutorial)',
      type: 'documentation',
      publisher: 'مؤسسة بايثون للبرمجيات',
      href: 'https://docs.python.org/3/tutorial/',
    },
    {
      id: 'mdn',
      title: 'وثائق الويب من MDN',
      type: 'documentation',
      publisher: 'موزيلا',
      href: 'https://developer.mozilla.org',
    },
    {
      id: 'cs50',
      title: 'مقرر CS50 مقدمة في علوم الحاسوب',
      type: 'course',
      publisher: 'جامعة هارفارد',
      href: 'https://cs50.harvard.edu/x/',
    },
    {
      id: 'postgresql-tutorial',
      title: 'الدليل التعليمي لقاعدة بيانات PostgreSQL',
      type: 'documentation',
      publisher: 'مجموعة تطوير PostgreSQL',
      href: 'https://www.postgresql.org/docs/current/tutorial.html',
    },
    {
      id: 'owasp-top-ten',
      title: 'قائمة OWASP لأخطر عشر ثغرات (OWASP Top 10)',
      type: 'documentation',
      publisher: 'مؤسسة OWASP',
      href: 'https://owasp.org/www-project-top-ten/',
    },
  ],
};
