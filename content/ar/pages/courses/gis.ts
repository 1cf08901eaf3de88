import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'نظم المعلومات الجغرافية',
  description:
    'محاضرات نظم المعلومات الجغرافية للدكتور حسن عبد الرحيم الطيب: التطبيقات، والبرمجيات المجانية والتجارية، والدروس العملية.',
  intro: [
    'تربط نظم المعلومات الجغرافية البيانات بمواقعها على الخريطة، ويتناول هذا القسم تطبيقاتها في الصحة والزراعة والتخطيط العمراني والبيئة.',
    'كما يستعرض البرمجيات المتخصصة، المجانية منها والتجارية، ويقدّم دروساً عملية مع مدة كل درس.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['gis'] = {
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
        example: 'قياس توسع الرقعة العمرانية في ولاية الخرطوم من صور Landsat ملتقطة على مدى سنوات.',
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
};
