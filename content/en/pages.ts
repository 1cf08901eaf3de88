import type { PagesContent } from '../schema';

export const pages: PagesContent = {
  home: {
    title: 'Al-Rowad College of Science and Technology',
    description:
      'Al-Rowad College of Science and Technology, Sudan: eight programmes in medicine, nursing, medical laboratories, IT, law, business and media.',
    intro: [
      'Al-Rowad College of Science and Technology is a private, not-for-profit college in Sudan, established in May 2021. It offers eight programmes in medicine, nursing, medical laboratories, information technology, law, business administration and media.',
    ],
  },

  // About
  'about/dean-word': {
    title: "The Dean's Message",
    description:
      'A welcome from the Dean of Al-Rowad College of Science and Technology to students, parents and partners.',
    intro: [
      "A letter from the Dean, Prof. Abdalla Mohamed Elhassan, to students, their families and the college's partners: why we chose our eight specialisations, and what it means for Al-Rowad to be a not-for-profit college.",
    ],
  },
  'about/history': {
    title: 'Our History',
    description:
      'How Al-Rowad College grew from four programmes at its founding in May 2021 to eight programmes in health, technology, law, business and media.',
    intro: [
      'From four programmes at its founding in May 2021 to eight today: the story of Al-Rowad College, the two colleges whose experience it inherited, and the milestones along the way.',
    ],
  },
  'about/strategy': {
    title: 'Strategic Plan 2023-2028',
    navLabel: 'Strategy',
    description:
      "The college's strategy for 2023-2028: vision, mission, six core values, five goals, four initiatives and how progress is followed up.",
    intro: [
      "The strategic plan for 2023-2028 sets out the college's vision of leadership and excellence in education, scientific research and community service, the values, goals and initiatives that serve it, and how progress is followed up.",
    ],
  },
  'about/org-structure': {
    title: 'Organisational Structure',
    description:
      'How the college is organised: the board of trustees, the dean, three vice-deans, the academic units and the standing committees.',
    intro: [
      'How the college is run: from the board of trustees to the dean and the three vice-deans for academic affairs, scientific research, and development and quality, the units each of them oversees, and the four levels and four standing committees of the structure.',
    ],
  },
  'about/board': {
    title: 'Board of Trustees',
    description:
      "Members of the college's board of trustees, its chairman and vice-chairman, and the duties the board carries out.",
    intro: [
      "The board of trustees is the college's highest governing body. It sets policy, supervises the college's performance, approves the budget and new programmes, and appoints the dean and senior leaders.",
      "It also approves regulations, endorses partnerships and works to develop the college's resources. This page presents the chairman, the vice-chairman and the other members of the board.",
    ],
  },
  'about/dean': {
    title: 'The Dean and Deputies',
    description:
      'The dean of the college and the deputy deans for academic affairs and for research and community service, with their roles.',
    intro: [
      "The dean leads the college's academic and administrative work and represents it before the board of trustees, the Ministry of Higher Education and Scientific Research, and partners.",
      "Among the deputies who support the dean are the deputy dean for academic affairs, who oversees programmes, examinations and the academic calendar, and the deputy dean for research and community service, who leads research activity and the college's outreach programmes.",
    ],
  },
  'about/agencies': {
    title: 'Agencies and Deanships',
    description:
      'The deanships of academic affairs, graduate studies and research, and student affairs, and the tasks each one carries out.',
    intro: [
      'Three deanships carry out the day-to-day work of the college: the Deanship of Academic Affairs, the Deanship of Graduate Studies and Research, and the Deanship of Student Affairs.',
      'This page sets out the tasks of each, from admission, registration and examinations to postgraduate supervision and research funding, and from student activities to counselling and housing.',
    ],
  },
  'about/deans': {
    title: 'Faculty Deans',
    description:
      'The deans of the six faculties: medicine, engineering, science, computing, business and veterinary medicine.',
    intro: [
      'Each faculty is led by a dean responsible for its programmes, its teaching staff and its students. This page introduces the deans of six faculties: medicine, engineering, science, computing, business and veterinary medicine.',
    ],
  },
  'about/departments': {
    title: 'Academic Departments',
    description:
      'The six academic departments of the college, with a description of each, its head and the number of its faculty members.',
    intro: [
      'Academic departments are where courses are planned and teaching is delivered. This page describes the six departments of the college, the head of each and the number of faculty members who teach in it.',
    ],
  },
  'about/investments': {
    title: 'Investments',
    description:
      "The college's investment projects: a 500-bed teaching hospital, a commercial complex with 50 shops and housing for 2,000 students.",
    intro: [
      "The college's investments support its financial stability and give students real places to train and live. The teaching hospital has 500 beds and 30 clinics, where students of medicine, nursing and medical laboratories complete their clinical training.",
      'The commercial complex covers 10,000 square metres with 50 shops, and the student housing project accommodates 2,000 students.',
    ],
  },
  'about/community-services': {
    title: 'Community Services',
    description:
      'How the college serves surrounding communities through mobile clinics, literacy programmes and vocational training.',
    intro: [
      "Service to society is part of the college's mission. Faculty members and students run mobile clinics that offer check-ups, health education and basic laboratory tests in underserved areas.",
      'The college also organises adult literacy programmes and vocational training courses that help young people and women gain skills for work.',
    ],
  },
  'about/international-cooperation': {
    title: 'International Cooperation',
    description:
      "The college's partnerships with universities and institutions abroad, its student exchange opportunities and the conferences it takes part in.",
    intro: [
      'The college builds partnerships with universities, research institutions and international organisations to enrich its programmes and open new opportunities for its students and staff.',
      'This page covers current partnerships, student exchange opportunities and the scientific conferences the college hosts or attends.',
    ],
  },

  // Research
  research: {
    title: 'Scientific Research',
    navLabel: 'Research at a Glance',
    description:
      'Research at Al-Rowad College in 2024: 158 published studies, 42 research projects, 15 patents and 28 cooperation agreements.',
    intro: [
      "Research at the college addresses the health, technological and social needs of Sudan. In 2024 faculty members and students published 158 studies, worked on 42 research projects and registered 15 patents, and the college's cooperation agreements reached 28.",
      "This page brings together the college's publications, current projects, patents and international collaboration, with contact details for the research office.",
    ],
  },
  'research/programs': {
    title: 'Research Programmes',
    description:
      'Six funded research programmes with budgets of 10 to 25 million riyals over 3 to 5 years, and how to apply to join them.',
    intro: [
      'The college funds six research programmes, each led by a coordinator, with budgets of 10 to 25 million riyals and durations of 3 to 5 years.',
      'Researchers join a programme through a four-step application process that begins with submitting a research proposal and ends with final approval.',
    ],
  },
  'research/initiatives': {
    title: 'Research Initiatives',
    description:
      "Initiatives that build research skills among students and young faculty and link the college's research to community needs.",
    intro: [
      'Research initiatives complement the funded programmes. The student research initiative pairs final-year students with faculty supervisors, and a series of writing and publication workshops supports young researchers.',
      "The community health data initiative studies common diseases in the areas served by the college's mobile clinics. Each initiative has a faculty lead and an annual plan, and its results are presented at the college's scientific conference.",
    ],
  },
  'research/deanships': {
    title: 'Research Deanships',
    description:
      'The Deanship of Graduate Studies and Research and its role in funding, supervising and publishing research at the college.',
    intro: [
      'The Deanship of Graduate Studies and Research manages research at the college. It receives and reviews research proposals, allocates funding, follows up on projects and supports publication in peer-reviewed journals.',
      'It also oversees postgraduate programmes, research ethics review and the registration of patents, working with the Vice-Dean for Scientific Research.',
    ],
  },
  'research/institutes': {
    title: 'Research Institutes',
    description:
      "The college's research institutes, which focus on public health and on data science and artificial intelligence.",
    intro: [
      'Two research institutes carry out long-term, multidisciplinary studies. The Institute of Public Health Research studies disease patterns, maternal and child health and health services in Sudan.',
      'The Institute of Data Science and Artificial Intelligence applies statistics, machine learning and geographic information systems to problems in health, agriculture and public administration.',
    ],
  },
  'research/centers': {
    title: 'Research Centres',
    description:
      'Specialised research centres for medical laboratory sciences, information technology, and legal and economic studies.',
    intro: [
      'Research centres give each field of study a home for applied research. The Medical Laboratory Research Centre studies diagnostic methods and antimicrobial resistance, and the Information Technology Research Centre develops software and digital solutions for local institutions.',
      'The Centre for Legal and Economic Studies publishes studies on legislation, business and investment in Sudan.',
    ],
  },
  'research/units': {
    title: 'Research Support Units',
    description:
      'Units that support researchers: research ethics, grants and funding, publication support, and intellectual property and patents.',
    intro: [
      'Support units serve researchers across the college. The Research Ethics Unit reviews studies that involve people, the Grants Unit helps researchers prepare proposals, and the Publication Support Unit offers scientific editing and statistical advice.',
      'The Intellectual Property Unit helps researchers protect their inventions and register patents.',
    ],
  },

  // Study
  'study/programs': {
    title: 'Academic Programmes',
    description:
      "An overview of the college's programmes in medicine, nursing, medical laboratories, IT, law, business administration and media.",
    intro: [
      'The college offers eight programmes. Medicine and general surgery, medical laboratories and nursing prepare graduates for the health sector, while information technology, law, business administration and media prepare them for technology, justice, business and communication.',
      'Choose a programme below to read its study plan, duration and admission requirements, or go to the admission page to apply.',
    ],
  },
  'study/medicine': {
    title: 'Medicine and General Surgery',
    navLabel: 'Medicine',
    description:
      'Bachelor of Medicine and General Surgery: 6 years plus an internship year, a 90% secondary certificate minimum, tuition and admission.',
    intro: [
      'Everything you need to know about the Bachelor of Medicine and General Surgery: the 6-year study plan and the internship year, admission requirements and application dates, and training at the teaching hospital.',
    ],
  },
  'study/nursing-bachelor': {
    title: 'Bachelor of Nursing',
    description:
      'The Bachelor of Nursing: 4 years (8 semesters) plus an internship, with clinical training in hospital wards and skills laboratories.',
    intro: [
      'A programme that prepares professional nurses through 4 years of study and clinical training followed by an internship: the study plan, admission requirements, where students train and the careers that follow.',
    ],
  },
  'study/nursing-diploma': {
    title: 'Diploma in Nursing',
    description:
      'The Diploma in Nursing: 2.5 years (5 semesters), for holders of a secondary certificate with at least 70 percent.',
    intro: [
      "A practical route into nursing in two and a half years: the study plan, the admission requirements and the path on to the bachelor's degree.",
    ],
  },
  'study/medical-labs': {
    title: 'Medical Laboratory Sciences',
    description:
      "The honours bachelor's in medical laboratory sciences: 4 years (8 semesters) of laboratory training in diagnosis and research.",
    intro: [
      "The honours bachelor's in medical laboratory sciences: the study plan and fourth-year specialisations, admission requirements, the laboratories where students train, and careers.",
    ],
  },
  'study/it': {
    title: 'Information Technology',
    description:
      'The Bachelor of Information Technology: 4 years (8 semesters) of programming, networks, databases, security and artificial intelligence.',
    intro: [
      'The Bachelor of Information Technology: the study plan and focus areas, the workplace placement and graduation project, admission requirements and careers.',
    ],
  },
  'study/law': {
    title: 'Law',
    description:
      'The Bachelor of Laws: 4 years (8 semesters) with civil, criminal, commercial and international law tracks and practical training.',
    intro: [
      "The Bachelor of Laws: the programme's goals and four tracks, its courses, practical training in the moot court and the legal advice clinic, and graduate careers.",
    ],
  },
  'study/business': {
    title: 'Business Administration',
    description:
      "Business administration: a 4-year bachelor's with 5 specialisations, a 2-year executive master's and a 3-year doctorate.",
    intro: [
      "Business administration from bachelor's to doctorate: the five specialisations, the study plan, the executive master's, the business simulation laboratory and the business incubator.",
    ],
  },
  'study/media': {
    title: 'Media',
    description:
      "The media programme: a 4-year bachelor's with 5 specialisations, a 2-year master's with 3 tracks, and TV, radio and digital media studios.",
    intro: [
      "Media from bachelor's to master's: the five specialisations, the study plan, the three master's tracks and the studios where students train.",
    ],
  },
  'study/transfer': {
    title: 'Transfer Between Majors',
    navLabel: 'Transfer',
    description:
      'Who may transfer to another major, the conditions and procedure, and how completed courses count toward the new programme.',
    intro: [
      'Enrolled, regular students who have completed at least one semester may apply to transfer to another major, provided they have not transferred more than once before. Transfer to the health colleges also requires a cumulative GPA of at least 3.5 out of 5.',
      'Courses passed with a grade of C or better within the last 5 years can be counted toward the new major, up to 50% of its credit hours.',
    ],
  },
  'study/centers': {
    title: 'Academic Centres',
    description:
      'Five centres that support students: learning support, languages and translation, computing and IT, training and careers, and innovation.',
    intro: [
      'Five centres support students beyond the classroom: the Learning Support Centre, the Languages and Translation Centre, the Computing and IT Centre, the Training and Career Development Centre, and the Innovation and Entrepreneurship Centre.',
      'They offer tutoring, language courses, computer skills training and career guidance, and they help students who want to turn an idea into a project.',
    ],
  },
  'study/training': {
    title: 'Training and Short Courses',
    navLabel: 'Training',
    description:
      'Practical training programmes and short courses for students and graduates, with their dates, duration and how to register.',
    intro: [
      'The college offers training programmes and short courses that add practical skills to academic study, in areas such as first aid, laboratory safety, computer applications, research methods and English for specific purposes.',
      "The courses are open to the college's students and graduates and to professionals from outside the college, and everyone who completes a course receives a certificate of attendance.",
    ],
  },
  'study/scholarships': {
    title: 'Scholarships',
    description:
      'Scholarships for academic excellence, financial need, activity and international students: percentages, conditions and how to apply.',
    intro: [
      'Academic excellence scholarships cover 25-100% of fees: gold (100%) for an average of 95% or more, silver (75%) for 90-94.9% and bronze (50%) for 85-89.9%.',
      'Financial need scholarships cover 25-100% of fees, activity excellence scholarships 25-50% and international excellence scholarships 50-100%; a combined need and excellence award is capped at 100%.',
      'To keep a scholarship, students must maintain a GPA of at least 3.5 out of 5 for excellence awards or 3 out of 5 for need awards, and pass at least 15 credit hours each semester.',
    ],
  },
  'study/international-students': {
    title: 'International Students',
    description:
      'Admission requirements for international students: certificate and average, passport, visa, health documents and language proficiency.',
    intro: [
      'The college welcomes students from outside Sudan. International applicants need a secondary certificate with an average of at least 75%, a passport valid for at least one year, a student visa, a health certificate and health insurance.',
      'They also submit 4 photographs and a completed application form, and show proficiency in Arabic or a TOEFL or IELTS score, depending on the language of instruction of their programme.',
    ],
  },
  admission: {
    title: 'Admission',
    description:
      'Admission requirements, documents and steps for undergraduate, graduate and international applicants, and the admission office hours.',
    intro: [
      'Al-Rowad College of Science and Technology welcomes applications to its eight programmes — seven bachelor’s degrees and the nursing diploma — and to its graduate programmes in business administration and media, from Sudan and from abroad.',
      'Undergraduate applicants need an average of at least 70% in the secondary certificate; some programmes, such as medicine, set a higher minimum. Choose your tab below to see its requirements, documents and steps, then apply online.',
    ],
  },
  'admission/application': {
    title: 'College Application Submission',
    navLabel: 'Online Application',
    description:
      'Apply online: complete the application form and upload your ID, academic certificate and personal photo (PDF, JPG or PNG, up to 5MB).',
    intro: [
      'The application has two tabs. In the first, the online application form, you enter your personal and academic details and choose the programmes you wish to study. In the second, documents upload, you enter and save your name and e-mail address, then upload three documents: your personal ID, your academic certificate and a personal photo.',
      'The ID and the certificate may be PDF, JPG or PNG files; the photo must be a JPG or PNG file. Each file may be up to 5 MB. Choose the three files, check their previews, then send them together with the upload button.',
    ],
  },
  'academic-calendar': {
    title: 'Academic Calendar',
    description:
      'Registration and teaching dates for each semester of the academic years 2023-2024 to 2025-2026.',
    intro: [
      'The academic calendar lists the registration and teaching dates, with notes, for the first, second and summer semesters. Choose an academic year to see its semesters.',
      "The calendar may change according to educational needs, and holidays follow official, religious and national occasions. Please follow the college's official announcements.",
    ],
  },

  // Campus life
  'campus-life/libraries': {
    title: 'Libraries',
    description:
      "The college's four libraries: locations, opening hours, collections and services, with loans of up to 3 weeks, renewable twice.",
    intro: [
      'Four libraries serve students and researchers, each with its own collection, reading halls and opening hours.',
      'Books may be borrowed for up to 3 weeks, and each loan can be renewed twice. Librarians help with catalogue searches, access to electronic databases and referencing.',
    ],
  },
  'campus-life/labs': {
    title: 'Laboratories',
    description:
      "The college's five groups of teaching and research laboratories, their equipment, locations and usage policies.",
    intro: [
      "The college's laboratories are organised in five groups used for practical teaching and scientific research.",
      'This page shows the equipment and location of each group, and the usage policies that set out the rules on safety, booking and supervision.',
    ],
  },
  'campus-life/housing': {
    title: 'Student Housing',
    description:
      'Standard, premium, family and external housing: monthly costs from 1200 riyals, facilities, rules and how to apply.',
    intro: [
      'The college offers four housing options. Standard housing costs 1200 riyals a month and premium housing 2000 riyals, for 200 and 100 students respectively; family housing offers 50 units at 3000 riyals a month.',
      'External housing within 3 km of campus costs 1500-2500 riyals a month. Applications open 2 months before each semester, and no visitors are allowed after 10 pm.',
    ],
  },
  'campus-life/services': {
    title: 'Student Services',
    description:
      'Services for students in five groups, with their locations, opening hours and contact details, and how to request each one.',
    intro: [
      'Student services are organised in five groups. Each service shows its location, its opening hours and its e-mail address and phone number.',
      'You can request a service from its card, and many requests can also be made online through the e-services portal.',
    ],
  },
  'campus-life/entertainment': {
    title: 'Recreation Centre',
    navLabel: 'Recreation',
    description:
      'The recreation centre: a 300-seat theatre, a gaming room, a cafe and a music studio, with upcoming events and clubs.',
    intro: [
      'The recreation centre gives students a place to relax and create between lectures. It includes a theatre that seats 300, a gaming room, a cafe and a music studio.',
      'This page shows the features and schedule of each facility, the upcoming events and the clubs that meet at the centre.',
    ],
  },
  'campus-life/sports': {
    title: 'Sports',
    description:
      'Sports facilities (a 2000-seat stadium, gym, 500-seat indoor hall, 50 m pool and tennis courts), with teams and programmes.',
    intro: [
      "The college's sports facilities include a stadium for 2000 spectators, a gym, an indoor hall for 500, a 50 m pool with 8 lanes and tennis courts.",
      'Students can join the college teams and sports programmes. Facilities must be booked at least 24 hours in advance.',
    ],
  },
  'campus-life/clubs': {
    title: 'Student Clubs',
    description:
      '16 academic, cultural, social and sports clubs with more than 2000 participants, and how to join one or found a new club.',
    intro: [
      'The college has 16 student clubs in four categories (academic, cultural, social and sports) with more than 2000 participants.',
      "Students can found a new club by submitting a formal request with at least 10 founding members, an academic advisor, an annual activity plan and goals consistent with the college's values.",
    ],
  },

  // E-services
  'e-services/guide': {
    title: 'E-Services Guide',
    description:
      "A guide to the college's e-services: the unified account, the portal, e-mail and the learning platform, and where to get help.",
    intro: [
      'One college account gives students, faculty and staff access to the e-services portal, college e-mail and the learning platform. This guide explains what each service does and how to sign in.',
      'Technical support answers by phone from 8am to 8pm and replies to e-mail within 24 hours.',
    ],
  },
  'e-services/portal': {
    title: 'E-Services Portal',
    description:
      'The e-services portal for students, faculty and staff: registration, results, payments, grade entry, HR and maintenance requests.',
    intro: [
      "The portal brings the college's online services together. Students register for courses, view their results and transcripts, submit academic requests such as apology, deferral and re-enrolment, and pay fees.",
      'Faculty members manage their courses, enter grades and view their teaching schedules, and staff handle HR, hall booking, maintenance requests and logistics. Live support is available from 8am to 4pm.',
    ],
  },
  'e-services/platform': {
    title: 'E-Learning Platform',
    description:
      'The e-learning platform for learning, research, administration and community, with a user guide, FAQ and technical support.',
    intro: [
      'The e-learning platform supports four areas: learning, research, administration and community. Each tab describes what the platform offers in that area and links to the sign-in page.',
      'From this page you can download the user guide, read answers to frequently asked questions and send a technical support request.',
    ],
  },
  'e-services/student-email': {
    title: 'Student E-mail',
    description:
      'College e-mail for students: a 50GB mailbox, 1TB of cloud storage and Office on 5 devices, through Outlook or the web.',
    intro: [
      'Every student receives a college e-mail account with a 50GB mailbox, 1TB of cloud storage and Office on up to 5 devices.',
      'Use it through Outlook or in a web browser, with the same username and password as your college account.',
    ],
  },
  'e-services/staff-email': {
    title: 'Staff E-mail',
    description:
      'College e-mail for faculty and staff: a 100GB mailbox, 5TB of cloud storage, Office on 5 devices, department groups and Teams.',
    intro: [
      'Faculty and staff accounts include a 100GB mailbox, 5TB of cloud storage and Office on up to 5 devices.',
      'Department mail groups make it easy to reach colleagues, and integration with Teams supports meetings and online teaching.',
    ],
  },
  'e-services/faculty-sites': {
    title: 'Faculty Personal Sites',
    navLabel: 'Faculty Sites',
    description:
      'Personal websites of faculty members, with their specialisations, offices and e-mail addresses.',
    intro: [
      "Faculty members publish their courses, research and office hours on personal websites. Each card below shows a faculty member's name, academic title, specialisation, office, e-mail address and a link to their site.",
    ],
  },
  'faculty-staff/directory': {
    title: 'Staff Directory',
    description:
      'Find faculty members and staff by name, department or title, with their e-mail addresses and phone numbers.',
    intro: [
      'Search the directory by name, department or job title, or choose a department filter, to find the e-mail address and phone number of a faculty or staff member.',
      'Changes made on this page stay only while it is open and are not saved when it is reloaded.',
    ],
  },

  // Instructor lectures
  courses: {
    title: 'Lectures of Dr. Hassan Abdelrahim Eltayeb',
    navLabel: "Dr. Hassan Eltayeb's Lectures",
    description:
      'Lectures, tools and resources by Dr. Hassan Abdelrahim Eltayeb in mathematics, statistics, IT, artificial intelligence and GIS.',
    intro: [
      "The lectures of Dr. Hassan Abdelrahim Eltayeb, the college's lecturer in artificial intelligence, in five subjects: mathematics, statistics, information technology, artificial intelligence and geographic information systems, with interactive tools and recommended resources for each, and his biography.",
    ],
  },
  'courses/math': {
    title: 'Mathematics',
    description:
      'Mathematics lectures by Dr. Hassan Abdelrahim Eltayeb, with interactive tools and resources, from beginner to advanced level.',
    intro: [
      'Mathematics lectures for students of information technology, business and the health sciences, covering calculus, algebra and the mathematics behind data analysis.',
      'Each lecture shows its format, duration and level, and PDF lectures can be previewed or downloaded; interactive tools and recommended resources follow the list.',
    ],
  },
  'courses/statistics': {
    title: 'Statistics',
    description:
      'Statistics lectures by Dr. Hassan Abdelrahim Eltayeb: basic concepts, descriptive and inferential statistics, tools and resources.',
    intro: [
      'This section starts with the basic concepts of statistics, from populations and samples to variables and distributions, then moves on to descriptive and inferential statistics.',
      'The lectures suit students who analyse data in health, business and social research projects.',
    ],
  },
  'courses/it': {
    title: 'Information Technology',
    description:
      'Information technology lectures by Dr. Hassan Abdelrahim Eltayeb: main topics, practical projects, tools and resources.',
    intro: [
      'Lectures on the main topics of information technology, including programming, databases, networks and web development.',
      'Practical projects let students apply what they learn by building working applications.',
    ],
  },
  'courses/ai': {
    title: 'Artificial Intelligence',
    description:
      'Artificial intelligence lectures by Dr. Hassan Abdelrahim Eltayeb: basic concepts, machine learning and hands-on projects.',
    intro: [
      'This section introduces the basic concepts of artificial intelligence and machine learning, from search and reasoning to neural networks.',
      'Hands-on projects, graded by level, help students build and test their own models.',
    ],
  },
  'courses/gis': {
    title: 'Geographic Information Systems',
    description:
      'GIS lectures by Dr. Hassan Abdelrahim Eltayeb: applications, free and commercial software, and practical lessons.',
    intro: [
      'Geographic information systems link data to places on a map. This section covers their applications in health, agriculture, urban planning and the environment.',
      'It also reviews specialised software, both free and commercial, and offers practical lessons with the duration of each.',
    ],
  },
  'courses/biography': {
    title: 'Biography of Dr. Hassan Abdelrahim Eltayeb',
    navLabel: 'Biography',
    description:
      'The education, professional experience, awards, publications and skills of Dr. Hassan Abdelrahim Eltayeb, and how to contact him.',
    intro: [
      'Dr. Hassan Abdelrahim Eltayeb teaches mathematics, statistics, information technology, artificial intelligence and geographic information systems.',
      'His biography sets out his education, professional experience, awards, publications and skills, with a contact card for sending messages and booking appointments.',
    ],
  },

  // News, events and other pages
  news: {
    title: 'College News',
    navLabel: 'News',
    description:
      'The latest news from Al-Rowad College of Science and Technology: new facilities, partnerships and student achievements.',
    intro: [
      "Follow the college's latest news, from new facilities and academic partnerships to the achievements of our students in competitions.",
    ],
  },
  'news/new-medical-building': {
    title: 'New Medical Sciences Building Opens at the Start of the Academic Year',
    navLabel: 'New Medical Sciences Building',
    description:
      'The new three-storey medical sciences building opens with lecture halls, an anatomy hall, a clinical skills laboratory and research laboratories.',
    intro: [
      'Students of medicine, nursing and medical laboratories begin the new academic year in a building designed for their practical training.',
    ],
  },
  'news/harvard-cooperation': {
    title: 'College Signs Training Agreement with a Harvard-Affiliated Public-Health Initiative',
    navLabel: 'Public-Health Training Agreement',
    description:
      'Faculty members and final-year health students will join an online training programme in research methods under a new agreement.',
    intro: [
      'A new academic cooperation agreement opens an online training programme in research methods and evidence-based practice to faculty members and health students.',
    ],
  },
  'news/robotics-competition-win': {
    title: 'IT Students Win First Place in Universities Robotics Competition',
    navLabel: 'Robotics Competition Win',
    description:
      'Four information technology students take first place in the universities robotics competition with a robot that sorts medical waste.',
    intro: [
      'A robot that sorts hospital waste, built by four information technology students, came first among entries from 14 universities and colleges.',
    ],
  },
  events: {
    title: 'Upcoming Events',
    navLabel: 'Events',
    description:
      'Upcoming events at the college: the open day, the scientific conference, the first graduation ceremony and the sports day.',
    intro: [
      "See what is coming up at the college, from the applicants' open day and the annual scientific conference to the graduation of the first cohort and the sports day, with the date, time and venue of each.",
      'Add any event to your calendar with its calendar file or in Google Calendar or Outlook, or download every event in one file.',
    ],
  },
  careers: {
    title: 'Careers at the College',
    navLabel: 'Careers',
    description:
      'Open academic and technical positions at Al-Rowad College, what each job involves and requires, and how to apply by e-mail.',
    intro: [
      'The college recruits faculty members, teaching assistants, technicians and administrative staff who share its commitment to quality in education, scientific research and community service.',
      'Below are the positions open now, each with its closing date. Apply by e-mail to careers@alrowad.edu.sd with the position’s reference in the subject.',
    ],
  },
  contact: {
    title: 'Contact Us',
    description:
      'Phone numbers, e-mail and office hours of Al-Rowad College, and how to reach the admission office and technical support.',
    intro: [
      'Reach the college by phone or e-mail, or visit us during office hours, Sunday to Thursday, 8am to 4pm. The admission office receives applicants Sunday to Thursday, 8:00 AM to 3:00 PM.',
      'For questions about e-services, technical support answers by phone from 8am to 8pm and replies to e-mail within 24 hours.',
      'Below you will find how to reach the campus in Al-Riyadh, Khartoum: a map, landmarks, minibus lines and parking.',
    ],
  },
  accessibility: {
    title: 'Accessibility Statement',
    navLabel: 'Accessibility',
    description:
      'How accessible this website is: the standard we meet (WCAG 2.2 AA), how we test, known limitations and how to report a barrier.',
    intro: [
      'We want this website to work for everyone, whatever device or assistive technology they use, in Arabic and in English.',
    ],
  },
  search: {
    title: 'Search the Site',
    navLabel: 'Search',
    description:
      'Search every page of the Al-Rowad College of Science and Technology website, the staff directory and the news.',
    intro: [
      'Search the titles, headings and text of every page of the English site, the staff directory and the news. A search finds other forms of a word (apply, applying, application) and forgives one typo in a longer word.',
    ],
  },
};
