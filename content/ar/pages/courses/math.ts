import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'الرياضيات',
  description:
    'محاضرات الرياضيات للدكتور حسن عبد الرحيم الطيب، مع أدوات تفاعلية ومصادر، من المستوى المبتدئ إلى المتقدم.',
  intro: [
    'محاضرات في الرياضيات لطلاب تقانة المعلومات وإدارة الأعمال والعلوم الصحية، تغطي التفاضل والتكامل والجبر والرياضيات التي يقوم عليها تحليل البيانات.',
    'تعرض كل محاضرة صيغتها ومدتها ومستواها، ويمكن معاينة محاضرات PDF أو تنزيلها، وتأتي بعد القائمة أدوات تفاعلية ومصادر مقترحة.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['math'] = {
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
};
