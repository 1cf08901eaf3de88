import type { PageSections } from '../../sections';
import {
  clubsContact,
  housingContact,
  housingGuideHref,
  labsContact,
  libraryContact,
  recreationContact,
  serviceContacts,
  sportsContact,
} from '../../campus-facts';

const officeHours = 'Sunday–Thursday, 8:00 AM–4:00 PM';

/** One student service as a card: what it does, where, when, and how to reach it. */
function service(
  title: string,
  body: string,
  location: string,
  hours: string,
  contact: { email: string; value: string; href: string },
) {
  return {
    title,
    body: [body],
    facts: [
      { label: 'Location', value: location },
      { label: 'Hours', value: hours },
      { label: 'E-mail', value: contact.email, href: `mailto:${contact.email}` },
      { label: 'Phone', value: contact.value, href: contact.href },
    ],
    link: {
      label: 'Request service',
      href: '/e-services/portal',
      srLabel: `Request service: ${title}`,
    },
  };
}

export const campusSections: PageSections = {
  'campus-life/libraries': [
    {
      type: 'stats',
      id: 'in-numbers',
      heading: 'Our libraries in numbers',
      items: [
        { value: '4', label: 'libraries, on campus and online' },
        { value: '56,000+', label: 'printed books' },
        { value: '60,000+', label: 'e-books' },
        { value: '510', label: 'reading seats' },
      ],
    },
    {
      type: 'cards',
      id: 'libraries',
      heading: 'Our four libraries',
      columns: 2,
      items: [
        {
          title: 'Central Library',
          body: [
            'Two floors of open shelves around a bright reading hall whose tall windows look onto the main courtyard. The loans desk and the group study rooms are on the ground floor; the first floor is for silent reading.',
          ],
          facts: [
            { label: 'Location', value: 'Main Academic Building, ground and first floors' },
            {
              label: 'Hours',
              value: 'Sunday–Thursday, 8:00 AM–9:00 PM; Saturday, 9:00 AM–3:00 PM',
            },
            {
              label: 'Collection',
              value:
                "About 35,000 books in Arabic and English across all the college's fields, 120 printed periodicals, and general reference works: encyclopaedias, dictionaries and atlases",
            },
          ],
          points: [
            '250 reading seats in quiet and group areas',
            '6 group study rooms, booked at the loans desk',
            '40 computers connected to the internet and the library catalogue',
            'Printing, photocopying and scanning',
            'A corner with screen-reading software and a text magnifier for students with visual impairments',
          ],
        },
        {
          title: 'Medical Library',
          body: [
            'A long reading room on the ground floor of the new Medical Sciences Building, opening onto the lecture halls. Textbooks line one wall, and a glass-walled room of anatomical models stands at the far end.',
          ],
          facts: [
            { label: 'Location', value: 'Medical Sciences Building, ground floor' },
            {
              label: 'Hours',
              value: 'Sunday–Thursday, 8:00 AM–10:00 PM, and until midnight during examinations',
            },
            {
              label: 'Collection',
              value:
                'About 12,000 books in medicine, nursing and laboratory sciences, anatomy atlases and models, 45 specialised journals, and access to the medical databases of the Research4Life (HINARI) programme',
            },
          ],
          points: [
            '120 reading seats',
            '20 computers for searching the medical databases',
            'A room of anatomical models, used under the librarian’s supervision',
            '10 individual study carrels',
          ],
        },
        {
          title: 'Law and Business Library',
          body: [
            'A quiet hall of long wooden tables, one wall lined with bound volumes of court judgments and legislation, serving students of law, business administration and media.',
          ],
          facts: [
            { label: 'Location', value: 'Law and Business Building, first floor' },
            { label: 'Hours', value: 'Sunday–Thursday, 8:00 AM–6:00 PM' },
            {
              label: 'Collection',
              value:
                'About 9,000 books in law, Islamic jurisprudence, management, economics and media; the Sudan Law Journal and Reports and the laws of Sudan; and the annual reports of Sudanese companies and banks',
            },
          ],
          points: [
            '80 reading seats',
            '12 computers with legal and economic databases',
            'Two discussion rooms for moot court preparation and case studies',
          ],
        },
        {
          title: 'Digital Library',
          body: [
            'A bright computer room with rows of workstations and a large screen for training sessions, and an online gateway that students and faculty enter with their college account from anywhere.',
          ],
          facts: [
            {
              label: 'Location',
              value: 'Information Technology Building, first floor, and online',
            },
            {
              label: 'Hours',
              value:
                'Electronic resources online 24 hours a day, every day; e-resources room Sunday–Thursday, 8:00 AM–8:00 PM',
            },
            {
              label: 'Collection',
              value:
                "More than 60,000 e-books, thousands of scientific journals through subscribed databases, and the digital repository of graduation projects, theses and the college's published research",
            },
          ],
          points: [
            'An e-resources room with 60 computers',
            'Remote access with the single college account',
            'Training sessions on searching the databases',
            'Scanners for digitising references and projects',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'services',
      heading: 'Library services',
      columns: 4,
      items: [
        {
          title: 'Borrowing and renewals',
          body: [
            'Borrow books for up to 3 weeks and renew each loan twice, at the loans desk or by e-mail.',
          ],
        },
        {
          title: 'Reservations and inter-library loans',
          body: [
            'Reserve a book that is on loan and collect it when it comes back, or ask for a book from the libraries of partner universities in Khartoum.',
          ],
        },
        {
          title: 'Reference and research help',
          body: [
            'Librarians help you find sources, use the databases and cite references in APA and Vancouver styles.',
          ],
        },
        {
          title: 'Information skills training',
          body: [
            'Workshops each semester for first-year students and for students writing graduation projects: search strategies, judging sources and reference managers such as Zotero.',
          ],
        },
        {
          title: 'Access to electronic resources',
          body: [
            'Read e-books and e-journals off campus with the same college account you use for e-mail and the learning platform.',
          ],
        },
        {
          title: 'Printing, copying and scanning',
          body: [
            'Printers, copiers and scanners in the Central Library and the Digital Library, for a small charge per page.',
          ],
        },
        {
          title: 'Group study room booking',
          body: [
            'Book one of the six group study rooms in the Central Library for up to 2 hours at the loans desk.',
          ],
        },
        {
          title: 'Services for students with disabilities',
          body: [
            'Screen-reading software, books fetched from the shelves and extended loans, arranged with the Disability Support Unit.',
          ],
        },
      ],
    },
    {
      type: 'callout',
      id: 'catalogue',
      heading: 'Searching the library catalogue',
      body: [
        'The union catalogue covers the holdings of all four libraries and can be searched by title, author or subject on the computers in any of them.',
        'From outside the library, write to the librarian with the title, author or subject you are looking for. We reply within one working day with the books available, their library and shelf number, and can hold a copy for you for 2 days.',
      ],
      actions: [
        { label: 'Ask for a catalogue search', href: libraryContact.catalogueSearch },
        { label: 'Reserve a book', href: libraryContact.reservation },
      ],
    },
    {
      type: 'list',
      id: 'quick-search',
      heading: 'Most requested topics',
      intro:
        'The librarians keep a ready reading list for each of these topics: name the topic in your e-mail and we will send you its list.',
      style: 'bullets',
      items: [
        'Anatomy and physiology',
        'Clinical chemistry and haematology',
        'Fundamentals of nursing',
        'Programming and artificial intelligence',
        'Sudanese civil and criminal law',
        'Marketing and management',
        'Journalism and digital media',
        'Research methods and referencing',
      ],
    },
    {
      type: 'list',
      id: 'loan-rules',
      heading: 'Loan rules',
      style: 'checks',
      items: [
        'Books may be borrowed for up to 3 weeks.',
        'A loan is renewable twice, for 3 weeks each time, unless another reader has reserved the book.',
        'Undergraduates may borrow up to 5 books at a time; postgraduate students and faculty members up to 10.',
        'Reference works, periodicals, theses and the models of the Medical Library are for use in the library only.',
        'Borrow with your college ID card; books may be returned to any of the four libraries.',
        'Each day a book is late suspends borrowing for one day; a lost or damaged book must be replaced with a new copy or paid for.',
        'All borrowed books must be returned before a student receives clearance on graduating or withdrawing.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the librarian',
      intro:
        'For any question about loans, resources or training, write to the librarian or call the loans desk during opening hours.',
      items: [
        { label: 'Head Librarian', value: 'Ms. Naglaa Eltahir Osman' },
        {
          label: 'Write to the librarian',
          value: libraryContact.email,
          href: libraryContact.question,
        },
        {
          label: 'Central Library phone',
          value: libraryContact.centralPhone.value,
          href: libraryContact.centralPhone.href,
        },
        {
          label: 'Medical Library phone',
          value: libraryContact.medicalPhone.value,
          href: libraryContact.medicalPhone.href,
        },
      ],
    },
  ],

  'campus-life/labs': [
    {
      type: 'cards',
      id: 'lab-groups',
      heading: 'The five laboratory groups',
      columns: 2,
      items: [
        {
          title: 'Basic Medical Sciences Laboratories',
          body: [
            'Where students of medicine, nursing and medical laboratories learn the structure and function of the human body before they move on to clinical training.',
          ],
          facts: [
            { label: 'Location', value: 'Medical Sciences Building, first floor' },
            { label: 'Used by', value: 'Medicine, nursing and medical laboratories' },
          ],
          points: [
            'The anatomy hall, with dissection tables, preserved specimens and models',
            'A physiology laboratory with 24 stations (spirometry, ECG and blood pressure)',
            'A biochemistry laboratory',
            'A histology laboratory with 40 binocular microscopes and a camera linked to the display screen',
          ],
          link: { label: 'Medicine and General Surgery', href: '/study/medicine' },
        },
        {
          title: 'Medical Laboratory Sciences Laboratories',
          body: [
            'Teaching and research laboratories for haematology, microbiology, clinical chemistry, parasitology and histopathology, where the college’s research on antimicrobial resistance is carried out.',
          ],
          facts: [
            { label: 'Location', value: 'Medical Sciences Building, second floor' },
            { label: 'Used by', value: 'Medical laboratories and medicine' },
          ],
          points: [
            'Automated haematology and clinical chemistry analysers',
            'Class II biological safety cabinets',
            'Incubators and a steam steriliser (autoclave)',
            'A PCR machine for molecular diagnosis',
            'A microtome and a tissue processor',
          ],
          link: { label: 'Medical Laboratory Sciences', href: '/study/medical-labs' },
        },
        {
          title: 'Clinical and Nursing Skills Laboratories',
          body: [
            'Where students practise clinical examination and nursing procedures on training models before they meet patients at the teaching hospital.',
          ],
          facts: [
            { label: 'Location', value: 'Medical Sciences Building, first floor' },
            { label: 'Used by', value: 'Nursing (bachelor and diploma) and medicine' },
          ],
          points: [
            'A simulated hospital ward of 12 beds',
            'Advanced adult and child simulation manikins',
            'A station for training in cardiopulmonary resuscitation and emergencies',
            'Models for maternal and newborn care',
            'Video recording of sessions for debriefing',
          ],
          link: { label: 'Bachelor of Nursing', href: '/study/nursing-bachelor' },
        },
        {
          title: 'Computing and Networks Laboratories',
          body: [
            'The programming, networking and artificial intelligence laboratories, where the college team built the robot that won first place in the universities robotics competition.',
          ],
          facts: [
            {
              label: 'Location',
              value: 'Information Technology Building, first and second floors',
            },
            {
              label: 'Used by',
              value: 'Information technology, and every programme for its computing courses',
            },
          ],
          points: [
            '4 programming laboratories of 30 computers each, open for self-study outside lectures',
            'A networks laboratory with routers, switches and a firewall',
            'An artificial intelligence and robotics laboratory with GPU workstations, microcontrollers, sensors and a 3D printer',
            'An isolated environment for information security training',
          ],
          link: { label: 'Information Technology', href: '/study/it' },
        },
        {
          title: 'Media Studios and Business Simulation Laboratory',
          body: [
            'Media students produce news, programmes and digital content here, and business administration students run virtual companies in a simulated market.',
          ],
          facts: [
            { label: 'Location', value: 'Law and Business Building, first and second floors' },
            { label: 'Used by', value: 'Media and business administration' },
          ],
          points: [
            'A television studio with three HD cameras, a green screen and a control room',
            'A radio studio with a broadcast desk and recording equipment',
            'A digital media laboratory with 20 editing and design stations',
            'A business simulation laboratory with 30 computers running simulation and accounting software',
          ],
          link: { label: 'Media', href: '/study/media' },
        },
      ],
    },
    {
      type: 'list',
      id: 'policies',
      heading: 'Laboratory usage policies',
      intro:
        'These policies protect you, your colleagues and the equipment. They apply to everyone who uses the college laboratories: students, faculty members and researchers.',
      style: 'numbered',
      items: [
        'Every student attends a safety induction at the start of their first practical course and signs the safety pledge before working in a laboratory.',
        'A white coat and closed shoes are compulsory in the medical and laboratory-science laboratories, with gloves, goggles and masks as the supervisor directs; long hair must be tied back.',
        'No eating, drinking or chewing gum in any laboratory, computer laboratories included.',
        'Students work only when a faculty member or technician is present; no one works alone in a laboratory.',
        "Biological samples, sharps and chemicals go into the marked containers, following the college's medical waste procedures.",
        'Report any injury, spill, fire or faulty equipment to the supervisor at once; it is recorded in the incident log.',
        'Equipment and models may not leave the laboratory, and software may not be installed, without the written permission of the laboratory supervisor.',
        'Computer laboratories are used with your personal college account only, for study and research.',
        'No photography in the anatomy hall or during simulation sessions; human specimens are treated with respect.',
        'Practical classes always come first; outside the timetable, laboratories open for projects and research by booking.',
      ],
    },
    {
      type: 'facts',
      id: 'hours',
      heading: 'Laboratory hours',
      items: [
        { label: 'Practical classes', value: 'Sunday–Thursday, 8:00 AM–4:00 PM' },
        { label: 'Booked sessions', value: 'Sunday–Thursday, until 8:00 PM' },
        { label: 'Open computer laboratories', value: 'Sunday–Thursday, 8:00 AM–8:00 PM' },
      ],
    },
    {
      type: 'steps',
      id: 'booking',
      heading: 'Booking a laboratory for a project or research',
      items: [
        {
          title: 'Your supervisor agrees',
          body: 'The faculty member supervising your project or research approves the work and the times.',
        },
        {
          title: 'Send the request at least 2 working days ahead',
          body: 'Write to the laboratory coordinator with the laboratory, date and time, the equipment and materials, and the names of everyone taking part.',
        },
        {
          title: 'Booking confirmed',
          body: 'The laboratory coordinator confirms the booking by e-mail and names the technician who will be present.',
        },
        {
          title: 'Work and hand back',
          body: 'Leave the laboratory clean with the equipment switched off, and record your use in the laboratory log.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Laboratory coordinator',
      items: [
        { label: 'Laboratory coordinator', value: 'Dr. Ibrahim Adam Elnour' },
        { label: 'Book a laboratory', value: labsContact.email, href: labsContact.booking },
        { label: 'Phone', value: labsContact.phone.value, href: labsContact.phone.href },
        { label: 'Location', value: 'Medical Sciences Building, ground floor' },
      ],
    },
  ],

  'campus-life/entertainment': [
    {
      type: 'tabs',
      id: 'facilities',
      heading: 'Recreation centre facilities',
      defaultTab: 'theater',
      tabs: [
        {
          id: 'theater',
          label: 'Theatre',
          sections: [
            {
              type: 'text',
              heading: 'The college theatre',
              paragraphs: [
                'The college theatre seats 300. It hosts guest lectures, the annual scientific conference, plays and concerts, film screenings and the events of the student clubs.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                '300 tiered seats, including 6 wheelchair spaces',
                'A 12 × 8 m stage with wings and two dressing rooms',
                'Digital sound, stage lighting and a projector with a 6 m screen',
                'A booth for simultaneous interpretation at conferences',
                'Central air conditioning',
              ],
            },
            {
              type: 'facts',
              heading: 'Schedule',
              items: [
                { label: 'Open', value: 'Sunday–Thursday, 8:00 AM–10:00 PM' },
                { label: 'Film evening', value: 'Every Thursday, 7:00 PM' },
                {
                  label: 'Booking',
                  value:
                    'Clubs book the theatre at the recreation centre office at least a week ahead',
                },
                { label: 'Location', value: 'Recreation centre, ground floor' },
              ],
            },
          ],
        },
        {
          id: 'gaming',
          label: 'Games room',
          sections: [
            {
              type: 'text',
              heading: 'The games room',
              paragraphs: [
                'A place to unwind and compete in a friendly way between lectures, with table games and video games, and a tournament every month.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                '4 table tennis tables',
                '2 billiard tables and 2 table football tables',
                '8 video game stations',
                'Chess, dominoes and board games, borrowed with your student card',
              ],
            },
            {
              type: 'facts',
              heading: 'Schedule',
              items: [
                { label: 'Sunday–Thursday', value: '10:00 AM–10:00 PM' },
                { label: 'Friday and Saturday', value: '2:00 PM–10:00 PM' },
                { label: 'Monthly tournament', value: 'The last Thursday of each month' },
                { label: 'Location', value: 'Recreation centre, first floor' },
              ],
            },
          ],
        },
        {
          id: 'cafe',
          label: 'Cafe',
          sections: [
            {
              type: 'text',
              heading: 'The student cafe',
              paragraphs: [
                'Hot and cold drinks, Sudanese breakfast, light meals and fresh juices at student prices, in an indoor hall and on a shaded terrace.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                '120 seats in the hall and on the shaded terrace',
                'Free Wi-Fi and charging points',
                'Sudanese breakfast (ful and ta’miya) and a hot meal every day',
                'Fresh juices: karkadeh, tabaldi and lemon',
                'A quiet corner for studying',
              ],
            },
            {
              type: 'facts',
              heading: 'Schedule',
              items: [
                { label: 'Sunday–Thursday', value: '7:00 AM–9:00 PM' },
                { label: 'Saturday', value: '9:00 AM–5:00 PM' },
                { label: 'Breakfast', value: '7:00 AM–10:30 AM' },
                { label: 'Location', value: 'Recreation centre, ground floor' },
              ],
            },
          ],
        },
        {
          id: 'music',
          label: 'Music studio',
          sections: [
            {
              type: 'text',
              heading: 'The music studio',
              paragraphs: [
                'A soundproofed rehearsal room and a recording booth, where the music club rehearses and students record their work.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'A soundproofed rehearsal room for a band of up to 8 players',
                'A recording booth, a mixing desk and recording software',
                'Instruments: oud, keyboard, drum kit, guitars, daluka and percussion',
                'Headphones and microphones',
              ],
            },
            {
              type: 'facts',
              heading: 'Schedule',
              items: [
                { label: 'Sunday–Thursday', value: '2:00 PM–9:00 PM' },
                {
                  label: 'Booking',
                  value: '2-hour slots, at most two a week for each student or band',
                },
                { label: 'Session with the music tutor', value: 'Every Tuesday, 4:00–6:00 PM' },
                { label: 'Location', value: 'Recreation centre, first floor' },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'events',
      heading: 'Upcoming events',
      columns: 3,
      items: [
        {
          title: 'Sudanese Heritage Night',
          subtitle: 'Thursday 10 December 2026, 7:00 PM, theatre',
          body: [
            "Songs, poetry and a show of traditional dress from Sudan's states, presented by the cultural clubs.",
          ],
        },
        {
          title: 'Table Tennis and Chess Tournament',
          subtitle: '8–9 December 2026, games room',
          body: [
            'Register at the recreation centre office by 6 December; trophies and prizes for the winners.',
          ],
        },
        {
          title: 'Annual Scientific Conference',
          subtitle: 'Wednesday 13 January 2027, 9:00 AM, theatre',
          body: [
            'Faculty members, postgraduate and final-year students present their research, with a poster exhibition.',
          ],
          link: { label: 'All college events', href: '/events' },
        },
        {
          title: 'Open Mic Night',
          subtitle: 'Thursday 11 February 2027, 7:00 PM, cafe terrace',
          body: ['Singing, playing and poetry, open to every student, with the music club.'],
        },
        {
          title: 'Student Drama Festival',
          subtitle: '21–25 February 2027, theatre',
          body: [
            'Short plays by the drama club and faculty teams; a jury chooses the best play and the best actor.',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'clubs',
      heading: 'Clubs that meet at the centre',
      columns: 4,
      items: [
        {
          title: 'Drama and Theatre Club',
          body: ['Rehearses on the theatre stage and organises the Student Drama Festival.'],
          link: {
            label: 'Student clubs',
            href: '/campus-life/clubs',
            srLabel: 'The Drama and Theatre Club on the student clubs page',
          },
        },
        {
          title: 'Music Club',
          body: ['Meets in the music studio and organises the open mic nights.'],
          link: {
            label: 'Student clubs',
            href: '/campus-life/clubs',
            srLabel: 'The Music Club on the student clubs page',
          },
        },
        {
          title: 'Chess and Mind Sports Club',
          body: ['Meets in the games room and runs the monthly tournament.'],
          link: {
            label: 'Student clubs',
            href: '/campus-life/clubs',
            srLabel: 'The Chess and Mind Sports Club on the student clubs page',
          },
        },
        {
          title: 'Photography and Film Club',
          body: ['Chooses the Thursday film and screens students’ short films.'],
          link: {
            label: 'Student clubs',
            href: '/campus-life/clubs',
            srLabel: 'The Photography and Film Club on the student clubs page',
          },
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Recreation centre office',
      intro:
        'To book the theatre or the music studio, or to enter a tournament, write to the office or call in.',
      items: [
        {
          label: 'Bookings and questions',
          value: recreationContact.email,
          href: recreationContact.booking,
        },
        {
          label: 'Phone',
          value: recreationContact.phone.value,
          href: recreationContact.phone.href,
        },
        { label: 'Location', value: 'Recreation centre, ground floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],

  'campus-life/sports': [
    {
      type: 'tabs',
      id: 'facilities',
      heading: 'Sports facilities',
      defaultTab: 'stadium',
      tabs: [
        {
          id: 'stadium',
          label: 'Stadium',
          sections: [
            {
              type: 'text',
              heading: 'The college stadium',
              paragraphs: [
                'A natural-grass football pitch and an athletics track, surrounded by stands for 2000 spectators. It hosts official matches, the annual sports day and the graduation ceremony.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'A 105 × 68 m natural-grass football pitch',
                'A 400 m athletics track with 6 lanes',
                'Stands for 2000 spectators, half of them shaded',
                'Floodlights for evening matches',
                'Changing rooms and toilets for teams and referees',
              ],
            },
            {
              type: 'facts',
              heading: 'Opening hours',
              items: [
                { label: 'Sunday–Thursday', value: '6:00 AM–10:00 PM' },
                { label: 'Friday and Saturday', value: '4:00 PM–10:00 PM' },
              ],
            },
          ],
        },
        {
          id: 'gym',
          label: 'Gym',
          sections: [
            {
              type: 'text',
              heading: 'The gym',
              paragraphs: [
                'An air-conditioned gym with cardio and weight equipment, run by qualified trainers who give every new member a programme suited to their fitness.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                '20 cardio machines (treadmills, bikes and rowing machines)',
                'A free-weights area and resistance machines',
                'A studio for group exercise and aerobics',
                'A fitness assessment and a personal programme for every new member',
                'Separate changing rooms and showers for men and women',
              ],
            },
            {
              type: 'facts',
              heading: 'Opening hours',
              items: [
                { label: 'Sunday–Thursday', value: '6:00 AM–10:00 PM' },
                { label: 'Women only', value: 'Sunday–Thursday, 2:00–5:00 PM' },
                { label: 'Friday and Saturday', value: '4:00 PM–10:00 PM' },
              ],
            },
          ],
        },
        {
          id: 'indoor-hall',
          label: 'Indoor hall',
          sections: [
            {
              type: 'text',
              heading: 'The indoor sports hall',
              paragraphs: [
                'A multi-purpose hall with seating for 500 spectators, used for basketball, volleyball, handball and badminton. The sports office is on its ground floor.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'Seating for 500 spectators',
                'A sprung wooden floor marked for basketball, volleyball and handball',
                '4 badminton courts',
                'An electronic scoreboard and a sound system',
                'A first-aid room',
              ],
            },
            {
              type: 'facts',
              heading: 'Opening hours',
              items: [
                { label: 'Sunday–Thursday', value: '8:00 AM–10:00 PM' },
                { label: 'Friday and Saturday', value: '4:00 PM–10:00 PM' },
              ],
            },
          ],
        },
        {
          id: 'pool',
          label: 'Swimming pool',
          sections: [
            {
              type: 'text',
              heading: 'The Olympic pool',
              paragraphs: [
                'A shaded 50 m pool with 8 lanes, equipped for competitions, with a small teaching pool beside it. Swimming is allowed only when a lifeguard is on duty.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'A 50 m pool with 8 lanes',
                'A 1.2 m deep teaching pool',
                'Shades over the pool and the stands',
                'Qualified lifeguards at all opening times',
                'Separate changing rooms and showers for men and women',
              ],
            },
            {
              type: 'facts',
              heading: 'Opening hours',
              items: [
                { label: 'Sunday–Thursday', value: '7:00 AM–9:00 PM' },
                { label: 'Women only', value: 'Monday and Wednesday, 2:00–5:00 PM' },
                { label: 'Friday and Saturday', value: '4:00 PM–8:00 PM' },
              ],
            },
          ],
        },
        {
          id: 'tennis',
          label: 'Tennis courts',
          sections: [
            {
              type: 'text',
              heading: 'The tennis courts',
              paragraphs: [
                'Four floodlit hard courts, used for the college team’s training, the tennis academy and free play by booking.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                '4 hard courts with floodlights',
                'Rackets and balls to borrow with your student card',
                'Shaded benches',
                'A ball machine for practice',
              ],
            },
            {
              type: 'facts',
              heading: 'Opening hours',
              items: [
                { label: 'Sunday–Thursday', value: '6:00 AM–10:00 PM' },
                { label: 'Friday and Saturday', value: '4:00 PM–10:00 PM' },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'teams',
      heading: 'College teams',
      columns: 3,
      items: [
        {
          title: 'Football',
          facts: [
            { label: 'Teams', value: "Men's first team and women's five-a-side team" },
            { label: 'Coach', value: 'Coach Babiker Alnour Hamid' },
          ],
          points: [
            'Runners-up in the Khartoum State universities league 2025-2026',
            "Women's team semi-finalists in the universities five-a-side tournament 2026",
          ],
        },
        {
          title: 'Basketball',
          facts: [
            { label: 'Teams', value: "Men's and women's teams" },
            { label: 'Coach', value: 'Ms. Rania Salah Eldin Ali' },
          ],
          points: [
            "Women's team third in the Sudanese universities championship 2025",
            "Men's team quarter-finalists in the same championship 2026",
          ],
        },
        {
          title: 'Volleyball',
          facts: [
            { label: 'Teams', value: "Men's and women's teams" },
            { label: 'Coach', value: 'Mr. Osman Abdelgadir Musa' },
          ],
          points: ["Men's team winners of the Khartoum private colleges cup 2026"],
        },
        {
          title: 'Swimming',
          facts: [
            { label: 'Teams', value: 'A mixed squad of men and women' },
            { label: 'Coach', value: 'Ms. Hiba Mohamed Alamin' },
          ],
          points: [
            '4 medals (one gold, one silver and two bronze) at the Sudanese universities swimming championship 2026',
          ],
        },
        {
          title: 'Athletics',
          facts: [
            { label: 'Teams', value: "Men's and women's track and field team" },
            { label: 'Coach', value: 'Mr. Adam Ishag Yahya' },
          ],
          points: ["Gold in the women's 1500 m at the Sudanese universities games 2025"],
        },
        {
          title: 'Tennis and table tennis',
          facts: [
            { label: 'Teams', value: 'A tennis team and a table tennis team' },
            { label: 'Coach', value: 'Mr. Magdi Hassan Eltayeb' },
          ],
          points: [
            "Runners-up in the men's doubles at the universities table tennis championship 2026",
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'events',
      heading: 'Sports events',
      columns: 2,
      items: [
        {
          title: 'Inter-Faculty Football Cup Final',
          subtitle: 'Wednesday 9 December 2026, 4:00 PM, stadium',
          body: [
            'The final of the internal cup between the teams of the eight programmes, which began in November; the winners lift the cup in the stadium.',
          ],
        },
        {
          title: 'Swimming Gala',
          subtitle: 'Thursday 7 January 2027, 9:00 AM, swimming pool',
          body: [
            "Individual and relay races for men and women in the Olympic pool, from which the season's college squad is chosen.",
          ],
        },
        {
          title: 'Annual Sports Day',
          subtitle: 'Thursday 18 February 2027, 8:00 AM, stadium and indoor hall',
          body: [
            'Football, basketball, volleyball, athletics and swimming competitions, ending with the presentation of the championship cup.',
          ],
          link: { label: 'All college events', href: '/events' },
        },
        {
          title: 'Sudanese Universities Games',
          subtitle: 'March 2027',
          body: [
            "The college's football, basketball, swimming and athletics teams compete in the universities' annual games.",
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'policies',
      heading: 'Facility usage policies',
      style: 'numbered',
      items: [
        'Book any facility at least 24 hours ahead at the sports office or by e-mail; the booking is confirmed by e-mail.',
        'Students, faculty and staff use the facilities free of charge with their college card; guests come only with them and sign in at reception.',
        'A booking lasts up to 2 hours. Cancel at least 6 hours ahead so that others can use the slot; 3 no-shows in a semester suspend booking for two weeks.',
        'Team training and official matches take priority over individual bookings.',
        'Sportswear and sports shoes are required. In the pool: swimwear, a swimming cap and a shower before entering; no swimming unless a lifeguard is on duty.',
        'No food, glass or smoking in the facilities; water in plastic bottles is allowed.',
        'Sports equipment is borrowed with your student card and returned the same day.',
        'Report any injury at once to the coach or the duty supervisor; first aid is available in the indoor hall.',
      ],
    },
    {
      type: 'cards',
      id: 'programmes',
      heading: 'Sports programmes',
      columns: 3,
      items: [
        {
          title: 'Learn to swim',
          body: [
            'An 8-week course for beginners with qualified instructors, starting in the teaching pool and ending in the Olympic pool.',
          ],
          facts: [
            {
              label: 'Schedule',
              value:
                'Men: Sunday and Tuesday, 4:00–5:00 PM; women: Monday and Wednesday, 4:00–5:00 PM',
            },
          ],
        },
        {
          title: 'Fitness for beginners',
          body: [
            'A fitness assessment and a 6-week personal programme with a gym trainer, for anyone starting to exercise.',
          ],
          facts: [
            {
              label: 'Schedule',
              value: 'Sunday–Thursday, 7:00–8:00 AM or 5:00–6:00 PM',
            },
          ],
        },
        {
          title: "Women's fitness and aerobics",
          body: ['Group classes for women students during the gym’s women-only hours.'],
          facts: [{ label: 'Schedule', value: 'Sunday, Tuesday and Thursday, 2:00–3:00 PM' }],
        },
        {
          title: 'Tennis academy',
          body: ['Coaching for beginners and intermediate players; rackets and balls provided.'],
          facts: [{ label: 'Schedule', value: 'Monday and Wednesday, 5:00–7:00 PM' }],
        },
        {
          title: 'Inter-faculty league',
          body: [
            'A football, basketball and volleyball league between the teams of the eight programmes every semester, open to every student.',
          ],
          facts: [{ label: 'Schedule', value: 'Every Thursday, 2:00–6:00 PM' }],
        },
      ],
    },
    {
      type: 'callout',
      id: 'book',
      heading: 'Book a facility or join a team',
      body: [
        'Book the stadium, the indoor hall, the pool or the tennis courts at least 24 hours ahead, giving the facility, the date and time and the number of players. To join a college team, tell us the sport and your programme, and the coach will invite you to a trial session.',
      ],
      actions: [
        { label: 'Book a sports facility', href: sportsContact.booking },
        { label: 'Join a team', href: sportsContact.joinTeam },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Sports office',
      items: [
        { label: 'E-mail', value: sportsContact.email, href: sportsContact.booking },
        { label: 'Phone', value: sportsContact.phone.value, href: sportsContact.phone.href },
        { label: 'Location', value: 'Indoor sports hall, ground floor' },
        { label: 'Office hours', value: 'Sunday–Thursday, 8:00 AM–8:00 PM' },
      ],
    },
  ],

  'campus-life/clubs': [
    {
      type: 'stats',
      id: 'in-numbers',
      heading: 'Clubs in numbers',
      items: [
        { value: '16', label: 'student clubs' },
        { value: '2000+', label: 'participating students' },
        { value: '4', label: 'categories: academic, cultural, social and sports' },
        { value: '10', label: 'founding members at least, to found a new club' },
      ],
    },
    {
      type: 'tabs',
      id: 'categories',
      heading: 'The college clubs',
      defaultTab: 'academic',
      tabs: [
        {
          id: 'academic',
          label: 'Academic clubs',
          sections: [
            {
              type: 'cards',
              heading: 'Academic clubs',
              columns: 2,
              items: [
                {
                  title: 'Health Sciences Society',
                  body: [
                    'Brings students of medicine, nursing and medical laboratories together to learn from each other and promote health.',
                  ],
                  points: [
                    'A journal club and case discussions',
                    'Health awareness days on campus',
                    'Preparing for the annual scientific conference',
                  ],
                  facts: [
                    {
                      label: 'Meetings',
                      value: 'Every Tuesday, 2:00 PM, Medical Sciences Building',
                    },
                    { label: 'Academic advisor', value: 'Dr. Amal Eltayeb Ahmed' },
                  ],
                },
                {
                  title: 'Programming and Robotics Club',
                  body: [
                    'The club of the robotics team that won first place in the universities robotics competition.',
                  ],
                  points: [
                    'Weekly programming challenges',
                    'Building robots and entering competitions',
                    'Workshops on web development and artificial intelligence',
                  ],
                  facts: [
                    {
                      label: 'Meetings',
                      value: 'Every Wednesday, 3:00 PM, AI and robotics laboratory',
                    },
                    { label: 'Academic advisor', value: 'Dr. Hassan Abdelrahim Eltayeb' },
                  ],
                },
                {
                  title: 'Law and Moot Court Club',
                  body: ['Trains law students in advocacy and legal debate.'],
                  points: [
                    'Moot court sessions',
                    'The annual advocacy competition',
                    'Visits to courts and law firms',
                  ],
                  facts: [
                    {
                      label: 'Meetings',
                      value: 'Every Monday, 2:00 PM, Law and Business Building',
                    },
                    { label: 'Academic advisor', value: 'Dr. Reem Abdelgadir Musa' },
                  ],
                },
                {
                  title: 'Entrepreneurship Club',
                  body: [
                    'Helps students turn their ideas into projects, with the Innovation and Entrepreneurship Centre.',
                  ],
                  points: [
                    'The annual ideas competition',
                    'Meetings with Sudanese entrepreneurs',
                    'Workshops on business plans and marketing',
                  ],
                  facts: [
                    { label: 'Meetings', value: 'Every Thursday, 1:00 PM, Innovation Centre' },
                    { label: 'Academic advisor', value: 'Dr. Moataz Eltayeb Hussein' },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 'cultural',
          label: 'Cultural clubs',
          sections: [
            {
              type: 'cards',
              heading: 'Cultural clubs',
              columns: 2,
              items: [
                {
                  title: 'Drama and Theatre Club',
                  body: ['Writes, directs and performs plays on the college theatre stage.'],
                  points: [
                    'Acting and public speaking workshops',
                    'Organising the Student Drama Festival',
                    'Performances on national occasions',
                  ],
                  facts: [
                    { label: 'Meetings', value: 'Every Sunday, 4:00 PM, college theatre' },
                    { label: 'Academic advisor', value: 'Ms. Sara Abdalla Alnaeem' },
                  ],
                },
                {
                  title: 'Music Club',
                  body: [
                    'Brings players and singers from every programme together in the music studio.',
                  ],
                  points: [
                    'Rehearsals of the college band',
                    'Open mic nights',
                    'Recording students’ work',
                  ],
                  facts: [
                    { label: 'Meetings', value: 'Every Tuesday, 4:00 PM, music studio' },
                    { label: 'Academic advisor', value: 'Mr. Khalid Omer Alfaki' },
                  ],
                },
                {
                  title: 'Literature and Poetry Forum',
                  body: [
                    'Celebrates Arabic and Sudanese literature and encourages creative writing.',
                  ],
                  points: [
                    'Monthly poetry evenings',
                    'A short story competition',
                    'A reading club with the Central Library',
                  ],
                  facts: [
                    {
                      label: 'Meetings',
                      value: 'First Thursday of each month, 5:00 PM, Central Library',
                    },
                    { label: 'Academic advisor', value: 'Dr. Munir Babiker Saeed' },
                  ],
                },
                {
                  title: 'Photography and Film Club',
                  body: ['Teaches photography and short film-making, with the media students.'],
                  points: [
                    'Photo walks around Khartoum',
                    'Choosing the Thursday evening film',
                    'An annual exhibition of photographs and short films',
                  ],
                  facts: [
                    {
                      label: 'Meetings',
                      value: 'Every Wednesday, 2:00 PM, digital media laboratory',
                    },
                    { label: 'Academic advisor', value: 'Mr. Yasir Mohamed Osman' },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 'social',
          label: 'Social clubs',
          sections: [
            {
              type: 'cards',
              heading: 'Social clubs',
              columns: 2,
              items: [
                {
                  title: 'Volunteering and Community Service Club',
                  body: [
                    "Organises students' work in the college's mobile clinics and literacy programmes.",
                  ],
                  points: [
                    'Volunteering days with the mobile clinics',
                    'Teaching in the literacy programmes',
                    'Blood donation drives',
                  ],
                  facts: [
                    {
                      label: 'Meetings',
                      value: 'Every Sunday, 2:00 PM, Student Services Building',
                    },
                    { label: 'Academic advisor', value: 'Dr. Suad Hassan Ali' },
                  ],
                },
                {
                  title: 'First Aid and Health Awareness Club',
                  body: ['Trains students of every programme in first aid.'],
                  points: [
                    'Certified first-aid courses',
                    'First-aid teams at college sports events',
                    'Awareness campaigns in schools',
                  ],
                  facts: [
                    {
                      label: 'Meetings',
                      value: 'Every Monday, 3:00 PM, clinical skills laboratories',
                    },
                    { label: 'Academic advisor', value: 'Ms. Noha Ibrahim Adam' },
                  ],
                },
                {
                  title: 'International Students Club',
                  body: [
                    'Welcomes students from outside Sudan and introduces them to life in Khartoum.',
                  ],
                  points: [
                    'A buddy scheme for new students',
                    'The international cultural day',
                    'Trips to get to know Khartoum',
                  ],
                  facts: [
                    {
                      label: 'Meetings',
                      value: 'Every Tuesday, 1:00 PM, Student Services Building',
                    },
                    { label: 'Academic advisor', value: 'Dr. Tarig Awad Elkarim Suliman' },
                  ],
                },
                {
                  title: 'Environment Club',
                  body: ['Works for a cleaner and greener campus.'],
                  points: [
                    'Tree-planting campaigns on campus',
                    'Waste sorting and recycling',
                    'Campaigns to save water and energy',
                  ],
                  facts: [
                    { label: 'Meetings', value: 'Every Wednesday, 1:00 PM, main courtyard' },
                    { label: 'Academic advisor', value: 'Dr. Mustafa Adam Yousif' },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 'sports',
          label: 'Sports clubs',
          sections: [
            {
              type: 'cards',
              heading: 'Sports clubs',
              columns: 2,
              items: [
                {
                  title: 'Football Club',
                  body: [
                    'Recreational football open to every student, alongside the official college team.',
                  ],
                  points: [
                    'Weekly friendly matches',
                    'Organising the inter-faculty football cup',
                    "Women's five-a-side football",
                  ],
                  facts: [
                    { label: 'Meetings', value: 'Every Thursday, 4:00 PM, college stadium' },
                    { label: 'Academic advisor', value: 'Coach Babiker Alnour Hamid' },
                  ],
                },
                {
                  title: 'Basketball and Volleyball Club',
                  body: ['Brings fans of both games together in the indoor hall.'],
                  points: [
                    'Open practice sessions',
                    'An inter-faculty league',
                    'Matches with other colleges',
                  ],
                  facts: [
                    { label: 'Meetings', value: 'Every Monday, 5:00 PM, indoor hall' },
                    { label: 'Academic advisor', value: 'Ms. Rania Salah Eldin Ali' },
                  ],
                },
                {
                  title: 'Chess and Mind Sports Club',
                  body: ['Develops strategic thinking through chess and mind games.'],
                  points: [
                    'The monthly tournament in the games room',
                    'Lessons for beginners',
                    'Entering universities tournaments',
                  ],
                  facts: [
                    { label: 'Meetings', value: 'Every Sunday, 3:00 PM, games room' },
                    { label: 'Academic advisor', value: 'Eng. Adil Hassan Musa' },
                  ],
                },
                {
                  title: 'Swimming and Athletics Club',
                  body: ['Swimming, running and endurance fitness in the pool and on the track.'],
                  points: [
                    'Morning running groups',
                    'Long-distance swimming training',
                    'Taking part in the swimming gala',
                  ],
                  facts: [
                    { label: 'Meetings', value: 'Every Tuesday, 6:30 AM, athletics track' },
                    { label: 'Academic advisor', value: 'Ms. Hiba Mohamed Alamin' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'founding',
      heading: 'Founding a new club',
      intro: 'Any group of students may found a new club if it meets these conditions:',
      style: 'checks',
      items: [
        'A formal request to the Deanship of Student Affairs.',
        'An academic advisor from the faculty who agrees in writing to supervise the club.',
        'At least 10 founding members, all enrolled and regular students.',
        'An annual activity plan setting out the events, their dates and what they need.',
        "Goals consistent with the college's values: quality and excellence, integrity and transparency, creativity and innovation, teamwork, social responsibility, and diversity and inclusion.",
      ],
    },
    {
      type: 'steps',
      id: 'proposal-steps',
      heading: 'From proposal to club',
      items: [
        {
          title: 'Prepare the proposal',
          body: "The club's name, goals and annual activity plan, a list of at least 10 founding members with their student numbers, and the academic advisor's signed agreement.",
        },
        {
          title: 'Send it to the Deanship of Student Affairs',
          body: 'Send the proposal by e-mail with the “Submit a new club proposal” button below.',
        },
        {
          title: 'Review by the student affairs committee',
          body: 'The committee considers the proposal within 30 days and may invite the founders to present it.',
        },
        {
          title: 'Launch',
          body: 'The club is approved and announced at the clubs fair, and registration opens on the e-services portal.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'events',
      heading: 'Club events',
      columns: 3,
      items: [
        {
          title: 'Sudanese Heritage Night',
          subtitle: 'Thursday 10 December 2026, 7:00 PM, theatre',
          body: ['Songs, poetry and a show of traditional dress by the cultural clubs.'],
        },
        {
          title: 'Volunteering Day with the Mobile Clinics',
          subtitle: 'Saturday 9 January 2027, 8:00 AM',
          body: [
            "The volunteering and first aid clubs join the college's mobile clinic in a village of Khartoum State.",
          ],
        },
        {
          title: 'Clubs Fair',
          subtitle: 'Sunday 14 February 2027, 10:00 AM–2:00 PM, main courtyard',
          body: [
            'All sixteen clubs show what they do, new students sign up, and newly approved clubs are announced.',
          ],
        },
        {
          title: 'Student Drama Festival',
          subtitle: '21–25 February 2027, theatre',
          body: ['Organised by the Drama and Theatre Club, with plays by faculty teams.'],
        },
        {
          title: 'Advocacy Competition',
          subtitle: 'Wednesday 3 March 2027, 10:00 AM, Law and Business Building',
          body: ['Members of the law club argue before a panel of judges and lawyers.'],
        },
      ],
    },
    {
      type: 'callout',
      id: 'join',
      heading: 'Join a club or found one',
      body: [
        'Register for clubs on the e-services portal with your college account; you may join more than one. To found a new club, send your proposal to the Deanship of Student Affairs.',
      ],
      actions: [
        { label: 'Register in clubs', href: '/e-services/portal' },
        { label: 'Submit a new club proposal', href: clubsContact.proposal },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Student activities office',
      intro:
        'The student activities office is part of the Deanship of Student Affairs, led by the Dean, Dr. Abdelmoneim Yousif Hamdan.',
      items: [
        { label: 'E-mail', value: clubsContact.email, href: `mailto:${clubsContact.email}` },
        { label: 'Phone', value: clubsContact.phone.value, href: clubsContact.phone.href },
        { label: 'Location', value: 'Student Services Building, first floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],

  'campus-life/services': [
    {
      type: 'cards',
      id: 'academic',
      heading: 'Academic services',
      columns: 3,
      items: [
        service(
          'Registration and records',
          'Registering and changing courses, enrolment letters, transcripts and the student ID card.',
          'Administration Building, ground floor',
          officeHours,
          serviceContacts.registrar,
        ),
        service(
          'Academic advising',
          'An academic adviser for every student, to help with the study plan, choosing courses and following progress.',
          'Academic department offices',
          officeHours,
          serviceContacts.advising,
        ),
        service(
          'Learning support',
          'One-to-one and group tutoring, study skills workshops, and a support plan for students on academic warning.',
          'Student Services Building, first floor',
          officeHours,
          serviceContacts.learningSupport,
        ),
      ],
    },
    {
      type: 'cards',
      id: 'health',
      heading: 'Health and counselling services',
      columns: 3,
      items: [
        service(
          'Medical clinic',
          'Consultations, first aid and basic medicines free of charge for students, with referral to the teaching hospital when needed.',
          'Student Services Building, ground floor',
          'Sunday–Thursday, 8:00 AM–8:00 PM',
          serviceContacts.clinic,
        ),
        service(
          'Psychological and social counselling',
          'Confidential sessions with professional counsellors for study stress, anxiety and personal difficulties.',
          'Student Services Building, first floor',
          officeHours,
          serviceContacts.counselling,
        ),
        service(
          'Disability support',
          'Examination arrangements, assistive technology and easier access to lecture halls and laboratories.',
          'Student Services Building, ground floor',
          officeHours,
          serviceContacts.disability,
        ),
      ],
    },
    {
      type: 'cards',
      id: 'financial',
      heading: 'Financial services',
      columns: 3,
      items: [
        service(
          'Fees and payments',
          "Students' statements of account, paying fees electronically and arranging instalments.",
          'Administration Building, ground floor',
          'Sunday–Thursday, 8:00 AM–3:00 PM',
          serviceContacts.finance,
        ),
        service(
          'Scholarships',
          'Scholarships for academic excellence, financial need and excellence in activities, and the conditions for keeping them.',
          'Student Services Building, ground floor',
          officeHours,
          serviceContacts.scholarships,
        ),
        service(
          'Career guidance and part-time work',
          "Career advice, CV writing, and part-time jobs on campus and in the college's commercial complex.",
          'Student Services Building, ground floor',
          officeHours,
          serviceContacts.careers,
        ),
      ],
    },
    {
      type: 'cards',
      id: 'campus-living',
      heading: 'Campus living services',
      columns: 3,
      items: [
        service(
          'Student housing',
          'Housing applications and room allocation, approved external housing, and maintenance in the residences.',
          'Student Services Building, first floor',
          officeHours,
          serviceContacts.housing,
        ),
        service(
          'Student transport',
          'College buses on routes from Omdurman, Khartoum Bahri and central Khartoum, with a subscription each semester.',
          'Gate 2, Street 35',
          'Buses: 6:30 AM–5:00 PM; office: Sunday–Thursday, 8:00 AM–4:00 PM',
          serviceContacts.transport,
        ),
        service(
          'Catering and cafeteria',
          'Breakfast and lunch in the college cafeteria, and meal plans for students living in college housing.',
          'Main cafeteria, next to the Student Services Building',
          'Sunday–Thursday, 7:00 AM–7:00 PM',
          serviceContacts.catering,
        ),
      ],
    },
    {
      type: 'cards',
      id: 'technology',
      heading: 'Technology services',
      columns: 3,
      items: [
        service(
          'Help desk and college account',
          'Creating the college account and resetting passwords, and help with college e-mail, the learning platform and the wireless network.',
          'Information Technology Building, second floor',
          officeHours,
          serviceContacts.helpDesk,
        ),
        service(
          'Printing and copying',
          'Printing, copying and binding of assignments and projects for a small charge.',
          'Central Library, ground floor',
          'Sunday–Thursday, 8:00 AM–9:00 PM',
          serviceContacts.printing,
        ),
        service(
          'Access cards and lost property',
          'Access cards for the campus and the residences, replacement of lost cards, and lost property.',
          'Gate 1, security office',
          'Every day, 24 hours',
          serviceContacts.idCards,
        ),
      ],
    },
    {
      type: 'callout',
      id: 'portal',
      heading: 'Request your services online',
      body: [
        'Most student service requests are made on the e-services portal with your single college account, where you can follow your request until it is done. Every office also receives students during its opening hours.',
      ],
      actions: [
        { label: 'E-services portal', href: '/e-services/portal' },
        { label: 'E-services guide', href: '/e-services/guide' },
      ],
    },
  ],

  'campus-life/housing': [
    {
      type: 'tabs',
      id: 'types',
      heading: 'Types of housing and prices',
      defaultTab: 'standard',
      tabs: [
        {
          id: 'standard',
          label: 'Standard housing',
          sections: [
            {
              type: 'text',
              heading: 'Standard housing',
              paragraphs: [
                'Furnished double rooms for two students, in separate buildings for men and women on campus, with shared bathrooms and a shared kitchen on each floor.',
              ],
            },
            {
              type: 'facts',
              heading: 'At a glance',
              items: [
                { label: 'Capacity', value: '200 students' },
                { label: 'Monthly cost', value: '1200 riyals' },
                {
                  label: 'Location',
                  value: 'Block A (men) and Block B (women), north of the campus on Street 17',
                },
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'A bed, desk and wardrobe for each student',
                'An evaporative air cooler in every room',
                'Wi-Fi',
                'A shared kitchen and bathrooms on each floor',
                'A resident supervisor in each building',
              ],
            },
          ],
        },
        {
          id: 'premium',
          label: 'Premium housing',
          sections: [
            {
              type: 'text',
              heading: 'Premium housing',
              paragraphs: [
                'Air-conditioned single rooms with a private bathroom, for students who prefer privacy and quiet, with weekly cleaning and a study room on each floor.',
              ],
            },
            {
              type: 'facts',
              heading: 'At a glance',
              items: [
                { label: 'Capacity', value: '100 students' },
                { label: 'Monthly cost', value: '2000 riyals' },
                {
                  label: 'Location',
                  value:
                    'Block C, north of the campus on Street 17, with separate wings for men and women',
                },
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'A single room with a private bathroom',
                'Air conditioning and a small fridge in every room',
                'Weekly room cleaning',
                'A quiet study room on each floor',
                'High-speed Wi-Fi',
              ],
            },
          ],
        },
        {
          id: 'family',
          label: 'Family housing',
          sections: [
            {
              type: 'text',
              heading: 'Family housing',
              paragraphs: [
                'Self-contained flats for married students and postgraduate students with their families, in a quiet compound with its own entrance.',
              ],
            },
            {
              type: 'facts',
              heading: 'At a glance',
              items: [
                { label: 'Capacity', value: '50 units' },
                { label: 'Monthly cost', value: '3000 riyals' },
                {
                  label: 'Location',
                  value: 'Family housing compound, east of the campus beside Gate 2 on Street 35',
                },
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'Two bedrooms, a living room, a kitchen and a bathroom in each flat',
                'Air conditioning in every room',
                'A parking space for each unit',
                'A shaded children’s playground',
                'A guard around the clock',
              ],
            },
          ],
        },
        {
          id: 'external',
          label: 'External housing',
          sections: [
            {
              type: 'text',
              heading: 'External housing',
              paragraphs: [
                'Private flats approved by the housing office in nearby neighbourhoods, within 3 km of the campus. The office inspects them every semester and provides a standard tenancy agreement.',
              ],
            },
            {
              type: 'facts',
              heading: 'At a glance',
              items: [
                { label: 'Capacity', value: 'Depends on the flats approved each semester' },
                {
                  label: 'Monthly cost',
                  value: '1500-2500 riyals, depending on the size of the flat',
                },
                {
                  label: 'Location',
                  value: 'Al-Riyadh, Al-Taif and Al-Mamoura, no more than 3 km from the campus',
                },
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'Flats inspected by the housing office for safety and cleanliness',
                "A standard tenancy agreement that protects the student's rights",
                'The housing office follows up any dispute with the landlord',
                'Close to the bus routes to the campus',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'facilities',
      heading: 'Shared facilities',
      style: 'checks',
      items: [
        'Study rooms open 24 hours a day',
        'A self-service laundry in each building',
        'A prayer room in each building',
        'A backup generator and water tanks',
        'The residences cafeteria and meal plans',
        'Security around the clock, with entry by housing card',
        'Close to the medical clinic and the sports facilities',
      ],
    },
    {
      type: 'steps',
      id: 'apply',
      heading: 'How to apply',
      intro: 'Applications for housing open 2 months before each semester.',
      items: [
        {
          title: 'Submit the application',
          body: 'Fill in the housing application on the e-services portal, choosing your preferred type of housing and an alternative.',
        },
        {
          title: 'Review by the housing office',
          body: 'The housing office reviews applications by priority and the places available, and announces the result on the portal.',
        },
        {
          title: 'Pay the fees',
          body: "Pay the first month's cost and the deposit by electronic bank payment within a week of your acceptance.",
        },
        {
          title: 'Receive your room and sign the contract',
          body: 'Collect your room or unit and its keys and sign the housing contract at the housing office.',
        },
        {
          title: 'Attend the orientation',
          body: 'Attend the orientation on the housing rules, facilities and emergency services in your first week.',
        },
      ],
    },
    {
      type: 'list',
      id: 'rules',
      heading: 'Housing rules',
      style: 'numbered',
      items: [
        'No visitors after 10 pm; visitors are received in the reception lounge only.',
        'Every visitor signs in at reception with an identity card, and visitors may not stay overnight.',
        'Quiet hours are from 11 pm to 6 am.',
        'No smoking and no high-power electrical appliances; cooking only in the shared kitchens.',
        'Tell the housing supervisor if you will be away overnight.',
        'Rooms may be changed only with the approval of the housing office.',
        'The monthly cost is paid by the 5th of each month.',
        'Students pay for repairing any furniture or equipment they damage; rooms are inspected once a month.',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'When can I apply for housing?',
          answer:
            'Applications open on the e-services portal 2 months before each semester and close when the places are full.',
        },
        {
          question: 'How are places prioritised?',
          answer:
            'Priority goes to students from outside Khartoum State, first-year students and students with disabilities, then by financial need and the date of application.',
        },
        {
          question: 'Can I choose my roommate in standard housing?',
          answer:
            'Yes, if both students apply in the same period and each names the other; the office meets the request as places allow.',
        },
        {
          question: 'Does housing stay open during the holidays?',
          answer:
            'It stays open between semesters for students who ask in advance, and closes in the summer except for students on the summer semester or training.',
        },
        {
          question: 'Who is my contract with in external housing?',
          answer:
            'You sign a standard agreement with the owner of the approved flat and pay the rent to them directly; the housing office makes sure the agreement is respected and inspects the flat.',
        },
        {
          question: 'Can international students apply for housing?',
          answer:
            'Yes. Places are reserved for them in standard and premium housing, and they can apply before they arrive in Sudan.',
        },
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply now',
      body: [
        'Apply for housing on the e-services portal while applications are open, and keep a copy of the full housing guide: the types, costs, rules and steps in a single file.',
      ],
      actions: [
        { label: 'Apply for housing', href: '/e-services/portal' },
        {
          label: 'Download the full housing guide (PDF)',
          href: housingGuideHref.en,
          srLabel: 'Download the full housing guide, PDF file',
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Housing office',
      items: [
        { label: 'E-mail', value: housingContact.email, href: housingContact.question },
        { label: 'Phone', value: housingContact.phone.value, href: housingContact.phone.href },
        { label: 'Location', value: 'Student Services Building, first floor' },
        { label: 'Hours', value: officeHours },
      ],
    },
  ],
};
