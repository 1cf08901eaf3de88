import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Contact Us',
  description:
    'Phone numbers, e-mail and office hours of Al-Rowad College, and how to reach the admission office and technical support.',
  intro: [
    'Reach the college by phone or e-mail, or visit us during office hours, Sunday to Thursday, 8am to 4pm. The admission office receives applicants Sunday to Thursday, 8:00 AM to 3:00 PM.',
    'For questions about e-services, technical support answers by phone from 8am to 8pm and replies to e-mail within 24 hours.',
    'Below you will find how to reach the campus in Al-Riyadh, Khartoum: a map, landmarks, minibus lines and parking.',
  ],
  sections: [],
} satisfies PageInput;
