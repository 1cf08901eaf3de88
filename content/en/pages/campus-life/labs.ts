import type { PageInput } from '../../../page-schema';
import { labsContact } from '../../../campus-facts';

export const page = {
  title: 'Laboratories',
  description:
    "The college's five groups of teaching and research laboratories, their equipment, locations and usage policies.",
  intro: [
    "The college's laboratories are organised in five groups used for practical teaching and scientific research.",
    'This page shows the equipment and location of each group, and the usage policies that set out the rules on safety, booking and supervision.',
  ],
  sections: [
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
} satisfies PageInput;
