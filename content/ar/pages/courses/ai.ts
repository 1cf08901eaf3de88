import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'الذكاء الاصطناعي',
  description:
    'محاضرات الذكاء الاصطناعي للدكتور حسن عبد الرحيم الطيب: المفاهيم الأساسية، وتعلّم الآلة، والمشروعات التطبيقية.',
  intro: [
    'يقدّم هذا القسم المفاهيم الأساسية للذكاء الاصطناعي وتعلّم الآلة، من البحث والاستدلال إلى الشبكات العصبية.',
    'وتساعد المشروعات التطبيقية، المصنفة حسب المستوى، الطلاب على بناء نماذجهم الخاصة واختبارها.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['ai'] = {
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
};
