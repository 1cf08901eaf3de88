/**
 * The news the site started with, loaded once into a fresh database (seed-news.ts). From then
 * on the news lives in the database and the editors change it in the staff workspace
 * (/staff/news); this file is read by the seed only, never by the pages.
 *
 * Each item keeps its drawn picture (`illustration`, src/components/home/illustrations.tsx).
 */
export interface NewsSeedItem {
  slug: string;
  date: string;
  title: { ar: string; en: string };
  excerpt: { ar: string; en: string };
  /** Paragraphs separated by a blank line (src/lib/rich-text.ts). */
  body: { ar: string; en: string };
  imageAlt: { ar: string; en: string };
}

export const newsSeed: NewsSeedItem[] = [
  {
    slug: 'robotics-competition-win',
    date: '2026-11-08',
    title: {
      ar: 'طلاب تقانة المعلومات يحرزون المركز الأول في مسابقة الروبوت للجامعات',
      en: 'IT Students Win First Place in Universities Robotics Competition',
    },
    excerpt: {
      ar: 'أحرز أربعة طلاب من تقانة المعلومات المركز الأول في مسابقة الروبوت للجامعات بروبوت يفرز النفايات الطبية، متقدمين على فرق من 14 جامعة وكلية.',
      en: 'Four information technology students took first place in the universities robotics competition with a robot that sorts medical waste, ahead of teams from 14 universities and colleges.',
    },
    body: {
      ar: 'أحرز فريق من أربعة طلاب في برنامج تقانة المعلومات بكلية الرواد للعلوم والتقانة المركز الأول في مسابقة الروبوت للجامعات، التي أقيمت على مدى ثلاثة أيام في نهاية أكتوبر بمشاركة 14 جامعة وكلية.\n\nويفرز الروبوت الذي صممه الفريق نفايات المستشفيات في حاويات منفصلة باستخدام كاميرا ونموذج للتعرف على الصور درّبه الطلاب بأنفسهم. وأشادت لجنة التحكيم بدقته وانخفاض تكلفته واستجابته لحاجة حقيقية في المستشفيات السودانية.\n\nوأشرف على الفريق د. حسن عبد الرحيم الطيب، المحاضر في الذكاء الاصطناعي، وقد بُني الروبوت في معامل الحاسوب بالكلية بدعم من مركز الابتكار وريادة الأعمال.\n\nوهنّأ عميد الكلية، أ.د. عبد الله محمد الحسن، الطلاب لدى استقباله الفريق، مؤكداً أن هذه النتيجة تُظهر ما يمكن أن يحققه الطلاب حين يطبقون معارفهم على مشكلات مجتمعهم. وسيعرض الفريق الروبوت في المؤتمر العلمي السنوي للكلية في يناير 2027.',
      en: "A team of four information technology students from Al-Rowad College of Science and Technology has won first place in the universities robotics competition, held over three days at the end of October with 14 universities and colleges taking part.\n\nThe team's robot sorts hospital waste into separate bins using a camera and an image-recognition model that the students trained themselves. The judges praised its accuracy, its low cost and the way it answers a real need in Sudanese hospitals.\n\nThe team was supervised by Dr. Hassan Abdelrahim Eltayeb, lecturer in artificial intelligence, and built the robot in the college's computer laboratories with support from the Innovation and Entrepreneurship Centre.\n\nReceiving the team, the Dean, Prof. Abdalla Mohamed Elhassan, congratulated the students and said the result shows what students can achieve when they apply their knowledge to the problems of their own communities. The team will present the robot at the college's annual scientific conference in January 2027.",
    },
    imageAlt: {
      ar: 'أربعة طلاب بقمصان الكلية يقفون بجوار روبوت فرز النفايات ويحملون كأس المركز الأول.',
      en: 'Four students in college shirts stand beside their waste-sorting robot, holding the first-place trophy.',
    },
  },
  {
    slug: 'harvard-cooperation',
    date: '2026-10-14',
    title: {
      ar: 'الكلية توقّع اتفاقية تدريب مع مبادرة للصحة العامة تابعة لجامعة هارفارد',
      en: 'College Signs Training Agreement with a Harvard-Affiliated Public-Health Initiative',
    },
    excerpt: {
      ar: 'ينضم أعضاء هيئة التدريس وطلاب السنة النهائية في البرامج الصحية إلى برنامج تدريبي إلكتروني في مناهج البحث والممارسة المبنية على الدليل، بموجب اتفاقية تعاون أكاديمي جديدة.',
      en: 'Faculty members and final-year health students will join an online training programme in research methods and evidence-based practice under a new academic cooperation agreement.',
    },
    body: {
      ar: 'وقّعت كلية الرواد للعلوم والتقانة اتفاقية تعاون أكاديمي مع مبادرة للتدريب في مجال الصحة العامة تابعة لجامعة هارفارد. وبموجب الاتفاقية ينضم أعضاء هيئة التدريس وطلاب السنة النهائية في البرامج الصحية إلى برنامج تدريبي إلكتروني في مناهج البحث والممارسة المبنية على الدليل.\n\nويمتد البرنامج 12 أسبوعاً، ويجمع بين المحاضرات المسجلة والحلقات النقاشية المباشرة عبر الإنترنت والتكليفات التي تُنجز تحت الإشراف. وتبدأ المجموعة الأولى المؤلفة من 30 مشاركاً من برامج الطب والتمريض والمختبرات الطبية في يناير 2027.\n\nوتقتصر الاتفاقية على التدريب والتبادل الأكاديمي؛ فهي لا تجعل الكلية فرعاً لجامعة هارفارد أو مؤسسة شريكة لها، ولا تؤدي إلى درجة علمية من الجامعة، بل يحصل من يُكمل البرنامج على شهادة إتمام من المبادرة.\n\nووقّع الاتفاقية عبر الإنترنت نائب العميد للبحث العلمي، أ.د. كمال الدين يوسف بابكر، الذي أكد أنها ستعزز المهارات البحثية التي قامت عليها الدراسات الـ158 التي نشرتها الكلية في عام 2024. ويمكن لأعضاء هيئة التدريس والطلاب الراغبين في المشاركة التقديم عبر عمادة الدراسات العليا والبحث العلمي.',
      en: 'Al-Rowad College of Science and Technology has signed an academic cooperation agreement with a public-health training initiative affiliated with Harvard University. Under the agreement, faculty members and final-year students of the health programmes will join an online training programme in research methods and evidence-based practice.\n\nThe programme runs for 12 weeks and combines recorded lectures, live online seminars and supervised assignments. The first group of 30 participants, from medicine, nursing and medical laboratories, begins in January 2027.\n\nThe agreement covers training and academic exchange only. It does not make the college a branch or partner institution of Harvard University and does not lead to a Harvard degree; participants who complete the programme receive a certificate of completion from the initiative.\n\nThe agreement was signed online by the Vice-Dean for Scientific Research, Prof. Kamaleldin Yousif Babiker, who said it will strengthen the research skills behind the 158 studies the college published in 2024. Faculty members and students who wish to take part can apply through the Deanship of Graduate Studies and Research.',
    },
    imageAlt: {
      ar: 'نائب العميد للبحث العلمي يوقّع اتفاقية التعاون على مكتب أمام شاشة تعرض جلسة التوقيع عبر الإنترنت.',
      en: 'The Vice-Dean for Scientific Research signs the cooperation agreement at a desk facing a screen showing the online signing session.',
    },
  },
  {
    slug: 'new-medical-building',
    date: '2026-09-20',
    title: {
      ar: 'افتتاح مبنى العلوم الطبية الجديد مع بداية العام الدراسي',
      en: 'New Medical Sciences Building Opens at the Start of the Academic Year',
    },
    excerpt: {
      ar: 'افتُتح مبنى جديد من ثلاثة طوابق لبرامج الطب والتمريض والمختبرات الطبية، يضم قاعات محاضرات وقاعة للتشريح ومعملاً للمهارات السريرية ومعامل بحثية.',
      en: 'A new three-storey building for medicine, nursing and medical laboratories has opened, with lecture halls, an anatomy hall, a clinical skills laboratory and research laboratories.',
    },
    body: {
      ar: 'افتتحت الكلية مبنى العلوم الطبية الجديد يوم الأحد 20 سبتمبر 2026، مع بداية العام الدراسي الجديد. ويخدم المبنى المكوّن من ثلاثة طوابق طلاب الطب والتمريض والمختبرات الطبية.\n\nويضم الطابق الأرضي أربع قاعات محاضرات تتسع كل منها لـ120 طالباً، وقاعة مطالعة مرتبطة بالمكتبة الطبية. أما الطابق الأول فيضم قاعة التشريح ومعمل المهارات السريرية، حيث يتدرب الطلاب على إجراءات الفحص والتمريض باستخدام نماذج تدريبية قبل التعامل مع المرضى.\n\nوخُصص الطابق الثاني لمعامل التدريس والبحث في علم الدم والأحياء الدقيقة والكيمياء السريرية، وهي مجهزة لدعم المشروعات البحثية للكلية إلى جانب التدريس.\n\nوفي حفل الافتتاح شكر عميد الكلية، أ.د. عبد الله محمد الحسن، مجلس الأمناء والعاملين والمهندسين الذين أنجزوا المبنى، مؤكداً أنه يوفر للطلاب الإعداد الذي يحتاجونه قبل تدريبهم السريري في المستشفى التعليمي.',
      en: "The college opened its new medical sciences building on Sunday, 20 September 2026, at the start of the new academic year. The three-storey building serves students of medicine, nursing and medical laboratories.\n\nThe ground floor holds four lecture halls of 120 seats each and a reading room linked to the medical library. The first floor houses the anatomy hall and a clinical skills laboratory, where students practise examination and nursing procedures on training models before they meet patients.\n\nThe second floor is given to teaching and research laboratories for haematology, microbiology and clinical chemistry, equipped to support the college's research projects as well as teaching.\n\nAt the opening, the Dean, Prof. Abdalla Mohamed Elhassan, thanked the board of trustees, the staff and the engineers who completed the building, and said that it gives students the preparation they need before their clinical training at the teaching hospital.",
    },
    imageAlt: {
      ar: 'واجهة مبنى العلوم الطبية الجديد المكوّن من ثلاثة طوابق، وأمام مدخله طلاب مجتمعون يوم الافتتاح.',
      en: 'The front of the new three-storey medical sciences building, with students gathered at its entrance on opening day.',
    },
  },
];
