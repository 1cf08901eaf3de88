import type { PageInput } from '../../../page-schema';
import { libraryContact } from '../../../campus-facts';

export const page = {
  title: 'Libraries',
  description:
    "The college's four libraries: locations, opening hours, collections and services, with loans of up to 3 weeks, renewable twice.",
  intro: [
    'Four libraries serve students and researchers, each with its own collection, reading halls and opening hours.',
    'Books may be borrowed for up to 3 weeks, and each loan can be renewed twice. Librarians help with catalogue searches, access to electronic databases and referencing.',
  ],
  sections: [
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
} satisfies PageInput;
