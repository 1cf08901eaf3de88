import type { PageInput } from '../../page-schema';
import type { DirectionsContent } from '../../outreach-schema';

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

export const directions: DirectionsContent = {
  heading: 'How to reach the campus',
  intro:
    'The campus is in Al-Riyadh, east Khartoum, on the north side of Al-Mashtal Street at the corner of Street 35, about 300 metres east of Obeid Khatim Street.',
  headings: {
    address: 'Address',
    landmarks: 'Landmarks',
    transport: 'By minibus, rickshaw or taxi',
    parking: 'Parking',
    hours: 'Opening hours',
  },
  address: [
    'Al-Rowad College of Science and Technology',
    'Al-Mashtal Street, corner of Street 35',
    'Al-Riyadh, Khartoum',
    'Sudan',
  ],
  landmarks: [
    'The main gate (Gate 1) is on Al-Mashtal Street, opposite the college’s commercial complex, a long two-storey building with shops on the ground floor.',
    'A mosque with a white minaret stands at the corner of Obeid Khatim Street and Al-Mashtal Street, 300 metres west of the main gate.',
    'A petrol station is on Obeid Khatim Street, just north of that corner.',
    'The campus wall is painted teal and gold, with the college’s name over Gate 1.',
  ],
  transport: [
    {
      line: 'Al-Souq Al-Arabi – Al-Riyadh minibuses',
      details:
        'They leave central Khartoum along Obeid Khatim Street. Get off at the Al-Mashtal stop by the mosque and walk 300 metres east along Al-Mashtal Street (about 4 minutes) to the main gate.',
    },
    {
      line: 'Al-Mashtal Street minibuses',
      details:
        'They run along Al-Mashtal Street between Obeid Khatim Street and Street 60 and stop at the main gate: ask for the “Al-Rowad” stop.',
    },
    {
      line: 'From Omdurman and Khartoum Bahri',
      details:
        'Take a minibus to Al-Souq Al-Arabi in central Khartoum, then an Al-Riyadh minibus as above.',
    },
    {
      line: 'Rickshaw, taxi or ride-hailing',
      details:
        'Ask for “Al-Rowad College, Al-Mashtal Street, Al-Riyadh”. Drivers can drop you at Gate 1; the guards will direct you.',
    },
  ],
  parking: [
    'A free visitors’ car park of about 60 spaces is inside Gate 2 on Street 35, open during office hours.',
    'Four marked spaces for disabled visitors are beside the entrance of the main building: drive in through Gate 1 and tell the guard.',
    'Please do not stop in front of Gate 1 on Al-Mashtal Street: it is the minibus stop.',
  ],
  hours: [
    { label: 'College administration', value: 'Sunday to Thursday, 8am to 4pm' },
    { label: 'Admission and Registration Office', value: 'Sunday to Thursday, 8:00 AM to 3:00 PM' },
    { label: 'Visitors at Gate 1', value: 'Sunday to Thursday, 8am to 4pm' },
    { label: 'Closed', value: 'Friday, Saturday and public holidays' },
  ],
  map: {
    label:
      'Map of the streets around the campus, north at the top. Al-Mashtal Street runs east to west below the campus and meets Obeid Khatim Street, which runs north to south, at the western edge of the map, where the mosque and the Al-Mashtal minibus stop are; the petrol station is just north of that corner on Obeid Khatim Street. The campus is on the north side of Al-Mashtal Street, with the main building in the middle. Gate 1 and the Al-Rowad minibus stop are on Al-Mashtal Street, opposite the commercial complex on the south side. Street 35 runs north from Al-Mashtal Street along the eastern side of the campus; Gate 2 and the visitors’ car park are on it. Street 17 runs along the northern side of the campus.',
    caption: 'The campus and its surroundings (not to scale). North is at the top.',
  },
};
