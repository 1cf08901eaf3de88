import type { PageInput } from '../../../page-schema';
import { admissionEmail, intake, officeHours } from '../../common/programmes';

export const page = {
  title: 'Medical Laboratory Sciences',
  description:
    "The honours bachelor's in medical laboratory sciences: 4 years (8 semesters) of laboratory training in diagnosis and research.",
  intro: [
    "The honours bachelor's in medical laboratory sciences: the study plan and fourth-year specialisations, admission requirements, the laboratories where students train, and careers.",
  ],
  sections: [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        "Medical laboratory sciences is one of the four programmes with which the college opened in 2021, and is taught by the {{programme.medical-labs.faculty}} under its dean, {{programme.medical-labs.dean}}. It leads to an honours bachelor's degree and prepares specialists who carry out the laboratory tests on which diagnosis and treatment depend, accurately and safely, and who assure the quality of their results.",
        'Students study the basic sciences in their first two years and the main laboratory disciplines in the third. In the fourth year they specialise in one of four fields and write their graduation research in it, alongside training in the laboratories and blood bank of the teaching hospital.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: '{{programme.medical-labs.degree}}' },
        { label: 'Offered by', value: '{{programme.medical-labs.faculty}}' },
        { label: 'Duration', value: '{{programme.medical-labs.duration}}' },
        { label: 'Credit hours', value: '150 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        {
          label: 'Training',
          value: 'Laboratories of the Medical Sciences Building and the teaching hospital',
        },
      ],
    },
    {
      type: 'cards',
      id: 'study-plan',
      heading: 'Study plan',
      columns: 2,
      items: [
        {
          title: 'Year 1',
          subtitle: 'Semesters 1 and 2 — 36 credit hours',
          points: [
            'General biology, general and organic chemistry',
            'Medical physics and mathematics',
            'Introduction to laboratory science and biosafety',
            'English, Arabic and Islamic culture',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 38 credit hours',
          points: [
            'Anatomy and physiology',
            'Biochemistry',
            'Analytical chemistry and laboratory instruments',
            'Biostatistics',
            'Foundations of microbiology and immunology',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Semesters 5 and 6 — 38 credit hours',
          points: [
            'Clinical chemistry',
            'Haematology and blood transfusion',
            'Medical microbiology and parasitology',
            'Histopathology and cytology',
            'Laboratory quality control',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Semesters 7 and 8 — 38 credit hours',
          points: [
            'Courses of the chosen specialisation',
            'Molecular biology and molecular diagnostics',
            'Laboratory management and professional ethics',
            'Training in the teaching hospital laboratories and blood bank',
            'Graduation (honours) research project',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'specialisations',
      heading: 'Fourth-year specialisations',
      intro: 'At the end of the third year, each student chooses one of four specialisations:',
      columns: 2,
      items: [
        {
          title: 'Clinical chemistry',
          body: [
            'Kidney, liver, hormone, diabetes and lipid tests, and running and calibrating automated analysers.',
          ],
        },
        {
          title: 'Haematology and blood transfusion',
          body: [
            'Blood counts, diagnosing anaemias and blood disorders, blood grouping, cross-matching and the selection of safe blood in the blood bank.',
          ],
        },
        {
          title: 'Medical microbiology',
          body: [
            'Culturing and identifying bacteria and fungi, antibiotic sensitivity testing, and diagnosing parasites, including the malaria parasite.',
          ],
        },
        {
          title: 'Histopathology and cytology',
          body: [
            'Preparing and staining tissue samples, cytology, and supporting the diagnosis of tumours.',
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: 'Admission requirements',
      style: 'checks',
      items: [
        'A secondary school certificate in natural sciences with at least {{minimum.medical-labs}}, with passes in biology and chemistry.',
        'Passing the medical examination (including a colour vision test).',
        'Applying online, with your documents, within the admission period announced by the Admission Office.',
      ],
    },
    {
      type: 'cards',
      id: 'facilities',
      heading: 'Facilities and training',
      columns: 3,
      items: [
        {
          title: 'Teaching and research laboratories',
          body: [
            'On the second floor of the Medical Sciences Building: haematology, microbiology and clinical chemistry laboratories equipped for teaching and research projects.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Teaching hospital laboratories and blood bank',
          body: [
            'Fourth-year students work with real patient samples in the laboratories and blood bank of the teaching hospital, supervised by laboratory specialists.',
          ],
          link: { label: 'The teaching hospital', href: '/about/investments' },
        },
        {
          title: 'Biosafety training',
          body: [
            'Every student completes a laboratory biosafety course, one of the Training Centre’s courses, before starting work in the laboratories.',
          ],
          link: { label: 'Training courses', href: '/study/training' },
        },
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Laboratory specialist in hospitals and private medical laboratories.',
        'Work in blood banks, public health laboratories and disease surveillance.',
        'Quality control in pharmaceutical and food manufacturing.',
        'Scientific research and university laboratories, and postgraduate study.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the programme',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'medlabs@alrowad.edu.sd',
          href: 'mailto:medlabs@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 230', href: 'tel:+249183555230' },
        { label: 'Dean of the Faculty of Science', value: '{{programme.medical-labs.dean}}' },
        { label: 'Location', value: 'Medical Sciences Building, second floor' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to medical laboratory sciences',
      body: [
        'Read the admission steps and the documents you need, then apply and upload your documents online.',
      ],
      actions: [
        {
          label: 'Apply now',
          href: '/admission',
          srLabel: 'Apply now to medical laboratory sciences',
        },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
