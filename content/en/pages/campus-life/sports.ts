import type { PageInput } from '../../../page-schema';
import { sportsContact } from '../../../campus-facts';

export const page = {
  title: 'Sports',
  description:
    'Sports facilities (a 2000-seat stadium, gym, 500-seat indoor hall, 50 m pool and tennis courts), with teams and programmes.',
  intro: [
    "The college's sports facilities include a stadium for 2000 spectators, a gym, an indoor hall for 500, a 50 m pool with 8 lanes and tennis courts.",
    'Students can join the college teams and sports programmes. Facilities must be booked at least 24 hours in advance.',
  ],
  sections: [
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
} satisfies PageInput;
