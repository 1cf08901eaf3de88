/**
 * قسم محاضرات د. حسن عبد الرحيم الطيب بالعربية: /courses/{slug} وصفحاته الست.
 * المعرّفات والأنواع والمستويات والمدد والروابط نفسها في content/en/courses.ts (content/courses.test.ts).
 * نص بين علامتي ` يُعرض رمزاً أو صيغة من اليسار إلى اليمين.
 */
import type { CoursesInput } from '../courses-schema';

export const courses: CoursesInput = {
  email: 'hassan.eltayeb@alrowad.edu.sd',
  home: {
    welcome: {
      heading: 'كلمة ترحيب',
      paragraphs: [
        'أهلاً بكم في صفحات محاضراتي. أدرّس في كلية الرواد للعلوم والتقانة الرياضيات والإحصاء وتقانة المعلومات والذكاء الاصطناعي ونظم المعلومات الجغرافية، وقد جمعت هنا المحاضرات والتمارين والمراجع التي يعتمد عليها طلابي طوال الفصل الدراسي.',
        'هذه المواد الخمس يكمّل بعضها بعضاً: فالرياضيات والإحصاء لغة البيانات، وتقانة المعلومات أداة تخزينها ومعالجتها، والذكاء الاصطناعي ونظم المعلومات الجغرافية يحوّلانها إلى قرارات في الصحة والزراعة وتخطيط المدن. فتنقّلوا بينها بحسب ما تحتاجه دراستكم.',
        'أرحّب بأسئلتكم في قاعة المحاضرات وفي ساعاتي المكتبية، أو بالمراسلة عبر البريد الإلكتروني، وتجدون وسائل التواصل في آخر صفحة السيرة الذاتية.',
      ],
      author: 'د. حسن عبد الرحيم الطيب',
      role: 'محاضر الذكاء الاصطناعي',
    },
    features: {
      heading: 'ماذا تجد هنا',
      items: [
        {
          id: 'formats',
          icon: 'layers',
          title: 'ثلاث صيغ للمحاضرات',
          body: 'مذكرات PDF للقراءة والتنزيل، ومحاضرات فيديو تُعرض في القاعة، ومحاضرات نصية تُوزَّع مطبوعةً على الطلاب.',
        },
        {
          id: 'levels',
          icon: 'signal',
          title: 'مستويات متدرجة',
          body: 'كل محاضرة موسومة بمستواها: مبتدئ أو متوسط أو متقدم، لتبدأ من حيث أنت وتخطط لما بعده.',
        },
        {
          id: 'tools',
          icon: 'wrench',
          title: 'أدوات تفاعلية',
          body: 'حاسبات ومحاكيات وعارضات خرائط مجانية على الإنترنت، ومع كل منها تمرين تجرّب به الأفكار بنفسك.',
        },
        {
          id: 'resources',
          icon: 'library',
          title: 'مصادر ومشروعات',
          body: 'كتب مفتوحة ومقررات ومجموعات بيانات، ومشروعات عملية في تقانة المعلومات والذكاء الاصطناعي.',
        },
      ],
    },
    sections: {
      heading: 'أقسام المحاضرات',
      items: [
        {
          page: 'math',
          icon: 'calculator',
          description:
            'الدوال والنهايات والمشتقات والتكاملات، والمصفوفات والجبر الخطي الذي يقوم عليه تحليل البيانات.',
        },
        {
          page: 'statistics',
          icon: 'chart',
          description:
            'المفاهيم الأساسية، والإحصاء الوصفي، والاحتمالات، والمعاينة، واختبار الفرضيات، والانحدار.',
        },
        {
          page: 'it',
          icon: 'monitor',
          description:
            'البرمجة بلغة بايثون، وقواعد البيانات ولغة SQL، والشبكات، وتطوير الويب وأمنه، مع مشروعات عملية.',
        },
        {
          page: 'ai',
          icon: 'brain',
          description:
            'الوكلاء الأذكياء والبحث، وتعلّم الآلة، والشبكات العصبية، وأخلاقيات الذكاء الاصطناعي، مع مشروعات تبدأ بها.',
        },
        {
          page: 'gis',
          icon: 'map',
          description:
            'البيانات المكانية، وأنظمة الإسناد، والاستشعار عن بعد، والتحليل المكاني، والبرمجيات المجانية والتجارية، والدروس العملية.',
        },
        {
          page: 'biography',
          icon: 'user',
          description:
            'مؤهلات د. حسن العلمية وخبراته وجوائزه ومنشوراته ومهاراته، وطريقة التواصل معه.',
        },
      ],
    },
    cta: {
      heading: 'من أين تبدأ؟',
      body: 'إن كانت هذه زيارتك الأولى فابدأ بأساسيات الرياضيات، أو انتقل مباشرة إلى البرمجة وقواعد البيانات في قسم تقانة المعلومات.',
      math: 'ابدأ بالرياضيات',
      it: 'استكشف تقانة المعلومات',
    },
  },

  math: {
    lectures: [
      {
        id: 'math-functions-graphs',
        title: 'الدوال ورسومها البيانية',
        type: 'video',
        description:
          'المجال والمدى، والدوال الخطية والتربيعية والأسية واللوغاريتمية: كيف نقرأ رسومها البيانية، وماذا تخبرنا أشكالها عن التغيّر.',
        minutes: 45,
        level: 'beginner',
        category: 'الجبر',
      },
      {
        id: 'math-limits-continuity',
        title: 'النهايات والاتصال',
        type: 'pdf',
        description:
          'معنى النهاية، وقوانين النهايات، والنهايات من جهة واحدة وعند اللانهاية، وكيف نحكم على اتصال الدالة، مع أمثلة محلولة وتمارين.',
        minutes: 90,
        level: 'beginner',
        category: 'التفاضل والتكامل',
        file: '/downloads/courses/math-limits-continuity-ar.pdf',
      },
      {
        id: 'math-derivatives',
        title: 'المشتقات وتطبيقاتها',
        type: 'pdf',
        description:
          'المشتقة بوصفها معدل تغيّر، وقواعد الاشتقاق ومنها قاعدة السلسلة، واستخدامها في إيجاد القيم العظمى والصغرى وفي التكلفة والإيراد الحدّيين.',
        minutes: 120,
        level: 'intermediate',
        category: 'التفاضل والتكامل',
        file: '/downloads/courses/math-derivatives-ar.pdf',
      },
      {
        id: 'math-matrices',
        title: 'المصفوفات وأنظمة المعادلات الخطية',
        type: 'text',
        description:
          'العمليات على المصفوفات، والمحددات والمعكوسات، وحل أنظمة المعادلات بطريقة حذف غاوس، مع أمثلة من تخطيط الإنتاج والشبكات.',
        minutes: 75,
        level: 'intermediate',
        category: 'الجبر الخطي',
      },
      {
        id: 'math-integration',
        title: 'التكامل بالتعويض والتكامل بالتجزئة',
        type: 'video',
        description:
          'التكامل المحدد بوصفه تراكماً للتغيّر، والمبرهنة الأساسية في التفاضل والتكامل، وأهم طريقتين من طرق التكامل.',
        minutes: 60,
        level: 'advanced',
        category: 'التفاضل والتكامل',
      },
      {
        id: 'math-eigenvalues',
        title: 'المتجهات والقيم الذاتية ورياضيات البيانات',
        type: 'text',
        description:
          'فضاءات المتجهات، والقيم والمتجهات الذاتية، ودورها في تحليل المكونات الرئيسية وفي ترتيب صفحات الويب.',
        minutes: 90,
        level: 'advanced',
        category: 'الجبر الخطي',
      },
    ],
    tools: [
      {
        id: 'desmos',
        name: 'حاسبة Desmos البيانية',
        description:
          'ترسم الدوال والنقاط والمتباينات في المتصفح، ومعها منزلقات تُظهر كيف يتغير الرسم بتغير المعاملات.',
        tryThis:
          'ارسم الدالة `f(x) = (x² − 1)/(x − 1)` وكبّر الرسم قرب `x = 1`: في الرسم ثغرة، ومع ذلك فالنهاية عندها تساوي 2.',
        href: 'https://www.desmos.com/calculator',
      },
      {
        id: 'geogebra',
        name: 'حزمة حاسبات GeoGebra',
        description:
          'رسوم بيانية وهندسة ومجسمات ونظام جبر حاسوبي في تطبيق مجاني واحد، على الويب وعلى الهواتف.',
        tryThis:
          'ارسم الدالة `f(x) = x³ − 3x` ومماسها عند نقطة، ثم اسحب النقطة لترى أين يصبح الميل صفراً.',
        href: 'https://www.geogebra.org/calculator',
      },
      {
        id: 'wolframalpha',
        name: 'WolframAlpha',
        description:
          'يحسب المشتقات والتكاملات والنهايات والعمليات على المصفوفات من مدخلات بسيطة، ويعرض النتيجة مع رسمها.',
        tryThis: 'اكتب `integrate x e^x dx` وقارن الناتج بحلك أنت بطريقة التكامل بالتجزئة.',
        href: 'https://www.wolframalpha.com',
      },
    ],
    resources: [
      {
        id: 'openstax-calculus',
        title: 'التفاضل والتكامل، المجلد الأول (Calculus, Volume 1)',
        type: 'book',
        publisher: 'OpenStax، جامعة رايس',
        href: 'https://openstax.org/details/books/calculus-volume-1',
      },
      {
        id: 'khan-calculus',
        title: 'التفاضل والتكامل 1',
        type: 'course',
        publisher: 'أكاديمية خان',
        href: 'https://www.khanacademy.org/math/calculus-1',
      },
      {
        id: 'mit-linear-algebra',
        title: 'الجبر الخطي (18.06)',
        type: 'course',
        publisher: 'MIT OpenCourseWare',
        href: 'https://ocw.mit.edu/courses/18-06-linear-algebra-spring-2010/',
      },
      {
        id: 'essence-linear-algebra',
        title: 'جوهر الجبر الخطي (Essence of Linear Algebra)',
        type: 'video',
        publisher: '3Blue1Brown',
        href: 'https://www.3blue1brown.com/topics/linear-algebra',
      },
    ],
  },

  statistics: {
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
  },

  it: {
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
          points: [
            'نموذج TCP/IP',
            'عنونة IP والشبكات الفرعية',
            'نظام أسماء النطاقات وبروتوكول HTTP',
          ],
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
  },

  ai: {
    concepts: {
      heading: 'المفاهيم الأساسية',
      intro: 'المصطلحات التي تتكرر في محاضرات هذا القسم ومشروعاته.',
      items: [
        {
          id: 'artificial-intelligence',
          term: 'الذكاء الاصطناعي',
          definition:
            'المجال الذي يبني أنظمة تؤدي مهام تتطلب الذكاء حين يؤديها الإنسان: التعرف على الكلام والصور، والتخطيط، والإجابة عن الأسئلة.',
        },
        {
          id: 'agent',
          term: 'الوكيل الذكي',
          definition:
            'نظام يدرك بيئته عبر المستشعرات ويؤثر فيها بأفعاله ليبلغ أهدافه، من مخطِّط المسارات إلى الروبوت.',
        },
        {
          id: 'machine-learning',
          term: 'تعلّم الآلة',
          definition:
            'برامج يتحسن أداؤها في مهمة ما بتعلّم الأنماط من البيانات، بدلاً من اتباع قواعد يكتبها المبرمج بيده.',
        },
        {
          id: 'supervised-unsupervised',
          term: 'التعلّم الموجَّه وغير الموجَّه',
          definition:
            'يتدرب التعلّم الموجَّه على أمثلة معروفة الإجابة (صور موسومة)، ويكتشف التعلّم غير الموجَّه بنية في بيانات بلا إجابات، كتقسيمها إلى مجموعات.',
        },
        {
          id: 'training-test',
          term: 'بيانات التدريب وبيانات الاختبار',
          definition:
            'يتعلم النموذج من مجموعة التدريب، ويُقيَّم على مجموعة اختبار منفصلة لم يرها قط، فيتبيّن أداؤه على البيانات الجديدة.',
        },
        {
          id: 'overfitting',
          term: 'فرط التخصيص',
          definition:
            'أن يحفظ النموذج بيانات التدريب بما فيها من ضجيج فيسوء أداؤه على البيانات الجديدة، ويحدّ منه تبسيط النموذج وزيادة البيانات والتنظيم.',
        },
        {
          id: 'neural-network',
          term: 'الشبكة العصبية',
          definition:
            'طبقات من وحدات بسيطة مترابطة تُعدَّل أوزانها أثناء التدريب، وتقوم الشبكات العميقة متعددة الطبقات عليها في التعرف على الصور والكلام.',
        },
        {
          id: 'metrics',
          term: 'الدقة والضبط والاستدعاء',
          definition:
            'الدقة نسبة التنبؤات الصحيحة، والضبط نسبة الحالات الإيجابية الحقيقية من بين ما تنبأ النموذج بإيجابيته، والاستدعاء نسبة ما اكتشفه النموذج من الحالات الإيجابية الحقيقية.',
        },
      ],
    },
    lectures: [
      {
        id: 'ai-agents-search',
        title: 'ما الذكاء الاصطناعي؟ الوكلاء الأذكياء وخوارزميات البحث',
        type: 'pdf',
        description:
          'تعريفات الذكاء الاصطناعي، وأنواع الوكلاء، وكيف نصوغ المسألة ونحلها بالبحث بالعرض أولاً والبحث بالتكلفة الموحدة وخوارزمية A*.',
        minutes: 90,
        level: 'beginner',
        category: 'الأسس',
        file: '/downloads/courses/ai-agents-search-ar.pdf',
      },
      {
        id: 'ai-ethics',
        title: 'أخلاقيات الذكاء الاصطناعي: التحيّز والخصوصية والمساءلة',
        type: 'text',
        description:
          'كيف تجعل البيانات النموذج غير منصف، وما البيانات الشخصية التي يجوز له استخدامها، ومن يُسأل عن قراراته، مع حالات من الصحة والتوظيف.',
        minutes: 45,
        level: 'beginner',
        category: 'الذكاء الاصطناعي والمجتمع',
      },
      {
        id: 'ai-supervised-learning',
        title: 'التعلّم الموجَّه: الجيران الأقرب وأشجار القرار',
        type: 'pdf',
        description:
          'الخصائص والوسوم، ومجموعتا التدريب والاختبار، ومصنِّفان تقليديان، ومصفوفة الالتباس، وكيف نكتشف فرط التخصيص ونتجنبه.',
        minutes: 120,
        level: 'intermediate',
        category: 'تعلّم الآلة',
        file: '/downloads/courses/ai-supervised-learning-ar.pdf',
      },
      {
        id: 'ai-regression-models',
        title: 'الانحدار الخطي واللوجستي نموذجين للتعلّم',
        type: 'video',
        description:
          'تعلّم خط مستقيم من البيانات بطريقة الانحدار التدريجي، وتحويله إلى مصنِّف بالدالة اللوجستية.',
        minutes: 75,
        level: 'intermediate',
        category: 'تعلّم الآلة',
      },
      {
        id: 'ai-neural-networks',
        title: 'الشبكات العصبية والانتشار العكسي',
        type: 'video',
        description:
          'العصبونات والطبقات ودوال التفعيل، وكيف يعدّل الانتشار العكسي الأوزان، وكيف ندرّب شبكة صغيرة بمكتبة Keras.',
        minutes: 90,
        level: 'advanced',
        category: 'التعلّم العميق',
      },
      {
        id: 'ai-cnn-images',
        title: 'الشبكات العصبية الالتفافية للتعرف على الصور',
        type: 'text',
        description:
          'الالتفاف والتجميع ونقل التعلّم، مشروحةً من خلال نموذج الصور في روبوت فرز النفايات الذي صممه طلاب الكلية.',
        minutes: 90,
        level: 'advanced',
        category: 'التعلّم العميق',
      },
    ],
    projects: {
      heading: 'المشروعات',
      intro:
        'لكل مشروع وصف مكتوب يحدد البيانات والخطوات وطريقة التقييم، ويفتح زر «ابدأ المشروع» رسالة بريد إلكتروني إلى د. حسن تطلب هذا الوصف.',
      items: [
        {
          id: 'ai-project-route-finder',
          title: 'مُخطِّط المسارات بين المدن السودانية',
          tech: ['Python'],
          level: 'beginner',
          description:
            'مثّل المدن والطرق بمخطط (graph)، وأوجد أقصر مسار بالبحث بالعرض أولاً وبالتكلفة الموحدة وبخوارزمية A*، ثم قارن عدد العقد التي تستكشفها كل طريقة.',
        },
        {
          id: 'ai-project-sms-spam',
          title: 'مرشِّح الرسائل النصية المزعجة',
          tech: ['Python', 'scikit-learn'],
          level: 'beginner',
          description:
            'درّب مصنِّف بايز البسيط على مجموعة عامة من الرسائل النصية، وقدّم تقريراً عن ضبطه واستدعائه.',
        },
        {
          id: 'ai-project-crop-yield',
          title: 'التنبؤ بإنتاجية الذرة الرفيعة من بيانات الأمطار',
          tech: ['Python', 'pandas', 'scikit-learn'],
          level: 'intermediate',
          description:
            'اجمع سجلات الأمطار وإحصاءات الإنتاجية في مناطق الزراعة المطرية، وقارن الانحدار الخطي بالغابة العشوائية، وبيّن أي العوامل أشد تأثيراً.',
        },
        {
          id: 'ai-project-arabic-sentiment',
          title: 'تحليل المشاعر في التقييمات العربية',
          tech: ['Python', 'Hugging Face Transformers'],
          level: 'advanced',
          description:
            'اضبط نموذجاً لغوياً عربياً مدرَّباً مسبقاً لتصنيف تقييمات المنتجات والخدمات إلى إيجابية وسلبية ومحايدة، بما فيها التقييمات المكتوبة بالعامية السودانية.',
        },
        {
          id: 'ai-project-waste-sorting',
          title: 'مصنِّف صور النفايات الطبية',
          tech: ['Python', 'TensorFlow', 'Keras', 'OpenCV'],
          level: 'advanced',
          description:
            'استخدم نقل التعلّم للتعرف على الأدوات الحادة والنفايات المعدية والنفايات العامة في الصور، انطلاقاً من نموذج روبوت الفرز الفائز بالمركز الأول.',
        },
      ],
    },
    tools: [
      {
        id: 'tensorflow-playground',
        name: 'TensorFlow Playground',
        description:
          'يدرّب شبكة عصبية صغيرة في المتصفح، ويُظهر كيف يقسّم كل عصبون البيانات أثناء التعلّم.',
        tryThis: 'اختر بيانات الحلزون، وأضف طبقات خفية وعصبونات حتى تفصل الشبكة بين الصنفين.',
        href: 'https://playground.tensorflow.org',
      },
      {
        id: 'teachable-machine',
        name: 'Teachable Machine',
        description:
          'أداة من Google لتدريب مصنِّف للصور أو الأصوات أو الوضعيات من أمثلة تسجلها بالكاميرا أو الميكروفون.',
        tryThis: 'درّب نموذجاً يميّز بين ثلاثة أشياء على مكتبك، ثم اختبره بأشياء لم يرها من قبل.',
        href: 'https://teachablemachine.withgoogle.com',
      },
      {
        id: 'colab',
        name: 'Google Colab',
        description:
          'دفاتر بايثون مجانية في المتصفح، مثبّت فيها scikit-learn وTensorFlow وPyTorch، مع إمكانية استخدام معالج رسومي.',
        tryThis:
          'حمّل بيانات زهرة السوسن (iris) من scikit-learn، ودرّب مصنِّف الجيران الأقرب من محاضرة التعلّم الموجَّه.',
        href: 'https://colab.research.google.com',
      },
      {
        id: 'cnn-explainer',
        name: 'CNN Explainer',
        description: 'عرض تفاعلي لشبكة عصبية التفافية وهي تصنّف الصور، طبقةً بعد طبقة.',
        tryThis: 'تتبّع صورة واحدة عبر طبقات الالتفاف والتجميع، ولاحظ ما يستجيب له كل مرشِّح.',
        href: 'https://poloclub.github.io/cnn-explainer/',
      },
    ],
    resources: [
      {
        id: 'elements-of-ai',
        title: 'أساسيات الذكاء الاصطناعي (Elements of AI)',
        type: 'course',
        publisher: 'جامعة هلسنكي وMinnaLearn',
        href: 'https://www.elementsofai.com',
      },
      {
        id: 'ml-crash-course',
        title: 'مقرر مكثف في تعلّم الآلة (Machine Learning Crash Course)',
        type: 'course',
        publisher: 'Google',
        href: 'https://developers.google.com/machine-learning/crash-course',
      },
      {
        id: 'd2l',
        title: 'الغوص في التعلّم العميق (Dive into Deep Learning)',
        type: 'book',
        publisher: 'd2l.ai',
        href: 'https://d2l.ai',
      },
      {
        id: 'sklearn-guide',
        title: 'دليل مستخدم scikit-learn',
        type: 'documentation',
        publisher: 'مطورو scikit-learn',
        href: 'https://scikit-learn.org/stable/user_guide.html',
      },
      {
        id: 'kaggle-learn',
        title: 'دروس Kaggle Learn',
        type: 'course',
        publisher: 'Kaggle',
        href: 'https://www.kaggle.com/learn',
      },
    ],
  },

  gis: {
    applications: {
      heading: 'تطبيقات نظم المعلومات الجغرافية',
      intro: 'المجالات التي تُستخدم فيها أساليب هذا القسم، مع مثال من السودان لكل منها.',
      items: [
        {
          id: 'health',
          title: 'الصحة العامة',
          description:
            'رسم خرائط حالات المرض وأماكن السكن والمراكز الصحية التي تخدمها، لمعرفة أين تبدأ الأوبئة ومن يبعد عن الرعاية.',
          example:
            'مطابقة خرائط حالات الملاريا مع المياه الراكدة بعد موسم الأمطار، لتوجيه الرش وتوزيع الناموسيات.',
        },
        {
          id: 'agriculture',
          title: 'الزراعة',
          description:
            'مراقبة المحاصيل من صور الأقمار الصناعية، وتخطيط الري، وتقدير المحصول قبل الحصاد.',
          example:
            'متابعة نمو القطن والقمح والذرة الرفيعة في مشروع الجزيرة بمؤشرات الغطاء النباتي من صور Sentinel-2.',
        },
        {
          id: 'urban-planning',
          title: 'التخطيط العمراني',
          description:
            'رصد نمو المدن وتحديد المواقع التي تحتاج إلى مدارس ومراكز صحية وطرق وشبكات مياه جديدة.',
          example:
            'قياس توسع الرقعة العمرانية في ولاية الخرطوم من صور Landsat ملتقطة على مدى سنوات.',
        },
        {
          id: 'water-floods',
          title: 'المياه والفيضانات',
          description:
            'نمذجة فيضانات الأنهار والأمطار، ورسم خرائط السكان والمزارع والطرق المعرضة للخطر.',
          example:
            'رسم خريطة المناطق التي غمرها فيضان النيل عام 2020 من صور الرادار التي ترى عبر السحب.',
        },
        {
          id: 'environment',
          title: 'البيئة',
          description:
            'قياس التغير في الغطاء الأرضي والغابات والتربة عبر الزمن، وتحديد المناطق التي تحتاج إلى حماية.',
          example: 'رصد التصحر والغطاء الشجري في شمال كردفان من سلسلة من صور الأقمار الصناعية.',
        },
        {
          id: 'humanitarian',
          title: 'الاستجابة الإنسانية',
          description:
            'تزويد وكالات الإغاثة بخرائط مشتركة ومحدّثة للتجمعات السكانية والطرق ونقاط المياه والخدمات.',
          example:
            'متطوعون يرسمون القرى والطرق على خريطة OpenStreetMap ليتمكن فريق الإغاثة من الوصول إلى الأسر النازحة.',
        },
      ],
    },
    lectures: [
      {
        id: 'gis-introduction',
        title: 'مدخل إلى نظم المعلومات الجغرافية: البيانات المكانية والنموذجان الخطّي والشبكي',
        type: 'pdf',
        description:
          'مكونات نظام المعلومات الجغرافية، ونموذجا البيانات الخطّي (vector) والشبكي (raster)، وجداول البيانات الوصفية والطبقات، والأسئلة التي يجيب عنها النظام.',
        minutes: 90,
        level: 'beginner',
        category: 'الأسس',
        file: '/downloads/courses/gis-introduction-ar.pdf',
      },
      {
        id: 'gis-qgis-start',
        title: 'البداية مع برنامج QGIS',
        type: 'video',
        description:
          'جولة موجَّهة في برنامج QGIS: إضافة الطبقات وتنسيقها، وقراءة جدول البيانات الوصفية، وحفظ المشروع.',
        minutes: 60,
        level: 'beginner',
        category: 'البرمجيات',
      },
      {
        id: 'gis-crs-projections',
        title: 'أنظمة الإسناد الإحداثي ومساقط الخرائط',
        type: 'pdf',
        description:
          'خطوط الطول والعرض، والمراجع الجيوديسية، ونطاقات UTM التي تغطي السودان، ورموز EPSG، وكيف نعيد إسقاط البيانات دون أخطاء.',
        minutes: 90,
        level: 'intermediate',
        category: 'الأسس',
        file: '/downloads/courses/gis-crs-projections-ar.pdf',
      },
      {
        id: 'gis-remote-sensing',
        title: 'الاستشعار عن بعد بصور Landsat وSentinel-2',
        type: 'video',
        description:
          'كيف تسجل الأقمار الصناعية الضوء في نطاقات طيفية، ومن أين تُنزَّل الصور المجانية، وكيف نبني تراكيب النطاقات ومؤشرات الغطاء النباتي.',
        minutes: 75,
        level: 'intermediate',
        category: 'الاستشعار عن بعد',
      },
      {
        id: 'gis-spatial-analysis',
        title: 'التحليل المكاني: النطاقات المحيطة والتراكب والاستيفاء',
        type: 'text',
        description:
          'الاختيار بحسب الموقع، والنطاقات المحيطة (buffers)، والتقاطع والاتحاد، وتقدير القيم بين النقاط المقيسة بطريقة مقلوب المسافة الموزون.',
        minutes: 90,
        level: 'intermediate',
        category: 'التحليل',
      },
      {
        id: 'gis-suitability',
        title: 'اختيار المواقع المناسبة بالتقييم متعدد المعايير',
        type: 'text',
        description:
          'إعادة تصنيف المعايير، كالانحدار والبعد عن الطرق واستخدامات الأرض، وترجيحها لإيجاد أنسب المواقع لمرفق جديد.',
        minutes: 120,
        level: 'advanced',
        category: 'التحليل',
      },
    ],
    software: {
      heading: 'البرمجيات المتخصصة',
      intro:
        'البرامج المستخدمة في المحاضرات وفي العمل المهني، ويستطيع الطالب أداء جميع تمارين هذا القسم ببرمجيات مجانية.',
      items: [
        {
          id: 'qgis',
          name: 'QGIS',
          type: 'free',
          description:
            'أشهر نظام معلومات جغرافية مجاني ومفتوح المصدر لسطح المكتب، وواجهته متاحة بالعربية، وهو البرنامج المستخدم في الدروس العملية.',
          features: [
            'يقرأ جميع صيغ البيانات الخطّية والشبكية تقريباً',
            'مئات أدوات التحليل في صندوق المعالجة',
            'تصميم الخرائط للطباعة وإنتاج الأطالس',
            'إضافات وبرمجة بلغة بايثون',
          ],
          href: 'https://qgis.org',
        },
        {
          id: 'arcgis-pro',
          name: 'ArcGIS Pro',
          type: 'commercial',
          description:
            'نظام المعلومات الجغرافية الاحترافي من شركة Esri، واسع الانتشار في الجهات الحكومية والشركات.',
          features: [
            'خرائط ثنائية وثلاثية الأبعاد في مشروع واحد',
            'امتدادا التحليل المكاني وتحليل الشبكات',
            'نشر الخرائط على ArcGIS Online',
            'الأتمتة بأداة ModelBuilder وبلغة بايثون',
          ],
          href: 'https://www.esri.com/en-us/arcgis/products/arcgis-pro/overview',
        },
        {
          id: 'grass-gis',
          name: 'GRASS GIS',
          type: 'free',
          description:
            'نظام معلومات جغرافية مجاني قوي في تحليل البيانات الشبكية والتضاريس ومعالجة الصور، ويمكن استخدام أدواته من داخل QGIS.',
          features: ['نمذجة التضاريس والجريان المائي', 'تصنيف الصور', 'بيانات خطّية طوبولوجية'],
          href: 'https://grass.osgeo.org',
        },
        {
          id: 'google-earth-pro',
          name: 'Google Earth Pro',
          type: 'free',
          description:
            'كرة أرضية لسطح المكتب بصور عالية الدقة وصور تاريخية، مفيدة لاستكشاف منطقة الدراسة ومراجعة بيانات العمل الميداني.',
          features: [
            'صور تاريخية للمقارنة بين التواريخ',
            'قياس المسافات والمساحات',
            'استيراد ملفات KML ومسارات GPS وتصديرها',
          ],
          href: 'https://www.google.com/earth/about/versions/',
        },
        {
          id: 'erdas-imagine',
          name: 'ERDAS IMAGINE',
          type: 'commercial',
          description:
            'برنامج احترافي للاستشعار عن بعد من شركة Hexagon، لمعالجة صور الأقمار الصناعية والصور الجوية وتصنيفها.',
          features: ['تصحيح الصور ودمجها في فسيفساء', 'التصنيف الموجَّه وغير الموجَّه', 'رصد التغيرات'],
          href: 'https://hexagon.com/products/erdas-imagine',
        },
      ],
    },
    lessons: {
      heading: 'الدروس العملية',
      intro:
        'جلسات عملية في معامل الحاسوب بالكلية باستخدام برنامج QGIS، يبيّن كل درس مدته وما يسلّمه الطالب في نهايته.',
      items: [
        {
          id: 'gis-lab-digitising',
          title: 'ترقيم حيّ سكني من صور الأقمار الصناعية',
          description:
            'أنشئ طبقات نقطية وخطية ومضلّعة، وارسم المباني والطرق والمساحات المفتوحة فوق خريطة أساس من صور الأقمار الصناعية.',
          minutes: 120,
          outcome: 'ملف GeoPackage فيه ثلاث طبقات وبياناتها الوصفية.',
        },
        {
          id: 'gis-lab-georeferencing',
          title: 'الإسناد الجغرافي لخريطة ممسوحة ضوئياً',
          description:
            'ضع نقاط ضبط على خريطة قديمة ممسوحة لمدينة حتى تنطبق على الصور الحديثة، وقدّر مقدار الخطأ.',
          minutes: 90,
          outcome: 'خريطة مُسندة جغرافياً وتقرير الخطأ.',
        },
        {
          id: 'gis-lab-health-access',
          title: 'رسم خريطة الوصول إلى المراكز الصحية',
          description:
            'ارسم نطاقات محيطة بنصف قطر 5 كيلومترات حول المراكز الصحية، واحسب القرى والسكان خارجها.',
          minutes: 120,
          outcome: 'خريطة وجدول بالقرى التي تبعد أكثر من 5 كيلومترات.',
        },
        {
          id: 'gis-lab-ndvi',
          title: 'حساب مؤشر الغطاء النباتي (NDVI) من صور Sentinel-2',
          description:
            'نزّل صورة Sentinel-2 لمنطقة مروية، واحسب المؤشر بحاسبة البيانات الشبكية، ثم صنّفه.',
          minutes: 150,
          outcome: 'خريطة لمؤشر NDVI مع تفسير موجز.',
        },
        {
          id: 'gis-lab-layout',
          title: 'تصميم خريطة للطباعة',
          description:
            'صمّم صفحة طباعة فيها العنوان ومفتاح الخريطة ومقياس الرسم وسهم الشمال والشبكة والمصادر، بالعربية والإنجليزية.',
          minutes: 90,
          outcome: 'خريطة مكتملة بمقاس A4 بصيغة PDF.',
        },
      ],
    },
    tools: [
      {
        id: 'geojson-io',
        name: 'geojson.io',
        description:
          'يرسم النقاط والخطوط والمضلعات على خريطة ويب ويحفظها بصيغة GeoJSON التي يقرؤها كل نظام معلومات جغرافية.',
        tryThis: 'ارسم حدود حرم الكلية، ثم افتح الملف المحفوظ في برنامج QGIS.',
        href: 'https://geojson.io',
      },
      {
        id: 'openstreetmap',
        name: 'OpenStreetMap',
        description:
          'خريطة العالم المجانية التي يصنعها المتطوعون، ويستطيع أي شخص تحريرها من المتصفح.',
        tryThis: 'ابحث عن حيّك، وتحقق هل مدارسه ومساجده وعياداته مرسومة على الخريطة.',
        href: 'https://www.openstreetmap.org',
      },
      {
        id: 'copernicus-browser',
        name: 'Copernicus Browser',
        description:
          'عارض الاتحاد الأوروبي المجاني لصور أقمار Sentinel، مع تراكيب نطاقات ومؤشرات جاهزة.',
        tryThis:
          'افتح صورة حديثة من Sentinel-2 لمشروع الجزيرة، وبدّل بين الألوان الطبيعية ومؤشر NDVI.',
        href: 'https://browser.dataspace.copernicus.eu',
      },
      {
        id: 'google-earth-web',
        name: 'Google Earth على الويب',
        description: 'كرة Google Earth الأرضية في المتصفح، مع أدوات القياس وحفظ المشروعات.',
        tryThis: 'قِس طول مجرى النيل بين جسرين في الخرطوم.',
        href: 'https://earth.google.com/web/',
      },
    ],
    resources: [
      {
        id: 'qgis-training-manual',
        title: 'الدليل التدريبي لبرنامج QGIS',
        type: 'documentation',
        publisher: 'مشروع QGIS',
        href: 'https://docs.qgis.org/latest/en/docs/training_manual/',
      },
      {
        id: 'hdx-sudan',
        title: 'مجموعات بيانات عن السودان',
        type: 'data',
        publisher: 'منصة تبادل البيانات الإنسانية (أوتشا)',
        href: 'https://data.humdata.org/group/sdn',
      },
      {
        id: 'natural-earth',
        title: 'بيانات Natural Earth',
        type: 'data',
        publisher: 'Natural Earth',
        href: 'https://www.naturalearthdata.com',
      },
      {
        id: 'earthexplorer',
        title: 'منصة EarthExplorer',
        type: 'data',
        publisher: 'هيئة المساحة الجيولوجية الأمريكية',
        href: 'https://earthexplorer.usgs.gov',
      },
      {
        id: 'geocomputation-r',
        title: 'الحوسبة الجغرافية بلغة R (Geocomputation with R)',
        type: 'book',
        publisher: 'Lovelace وNowosad وMuenchow',
        href: 'https://r.geocompx.org',
      },
    ],
  },

  biography: {
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
  },
};
