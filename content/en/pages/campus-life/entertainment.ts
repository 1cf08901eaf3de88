import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/campus';
import { recreationContact } from '../../../campus-facts';

export const page = {
  title: 'Recreation Centre',
  navLabel: 'Recreation',
  description:
    'The recreation centre: a 300-seat theatre, a gaming room, a cafe and a music studio, with upcoming events and clubs.',
  intro: [
    'The recreation centre gives students a place to relax and create between lectures. It includes a theatre that seats 300, a gaming room, a cafe and a music studio.',
    'This page shows the features and schedule of each facility, the upcoming events and the clubs that meet at the centre.',
  ],
  sections: [
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
} satisfies PageInput;
