import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/campus';
import { clubsContact } from '../../../campus-facts';

export const page = {
  title: 'Student Clubs',
  description:
    '16 academic, cultural, social and sports clubs with more than 2000 participants, and how to join one or found a new club.',
  intro: [
    'The college has 16 student clubs in four categories (academic, cultural, social and sports) with more than 2000 participants.',
    "Students can found a new club by submitting a formal request with at least 10 founding members, an academic advisor, an annual activity plan and goals consistent with the college's values.",
  ],
  sections: [
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
} satisfies PageInput;
