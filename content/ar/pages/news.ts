import type { PageInput } from '../../page-schema';

export const page = {
  title: 'أخبار الكلية',
  navLabel: 'الأخبار',
  description:
    'آخر أخبار كلية الرواد للعلوم والتقانة: المرافق الجديدة، والشراكات، وإنجازات الطلاب.',
  intro: [
    'تابع آخر أخبار الكلية، من المرافق الجديدة والشراكات الأكاديمية إلى إنجازات طلابنا في المسابقات.',
  ],
  sections: [],
} satisfies PageInput;
