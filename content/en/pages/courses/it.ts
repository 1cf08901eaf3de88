import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'Information Technology',
  description:
    'Information technology lectures by Dr. Hassan Abdelrahim Eltayeb: main topics, practical projects, tools and resources.',
  intro: [
    'Lectures on the main topics of information technology, including programming, databases, networks and web development.',
    'Practical projects let students apply what they learn by building working applications.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['it'] = {
  topics: {
    heading: 'Main topics',
    intro:
      'The lectures and projects of this section cover six areas that every information technology graduate works with.',
    items: [
      {
        id: 'programming',
        title: 'Programming',
        description:
          'Writing clear, tested programs: from variables and loops to functions, classes and the libraries of a real language.',
        points: ['Python as the first language', 'Object-oriented design', 'Testing and debugging'],
      },
      {
        id: 'databases',
        title: 'Databases',
        description:
          'Designing relational databases and querying them with SQL, so that data stays correct when many people use it.',
        points: ['Entity-relationship modelling', 'Normalisation', 'SQL queries and joins'],
      },
      {
        id: 'networks',
        title: 'Computer networks',
        description:
          'How data crosses a network, from cables and Wi-Fi to IP addresses, routing and the services of the Internet.',
        points: ['The TCP/IP model', 'IP addressing and subnets', 'DNS and HTTP'],
      },
      {
        id: 'web',
        title: 'Web development',
        description:
          'Building web pages and applications that work on phones and slow connections, in Arabic and English.',
        points: ['HTML and CSS', 'JavaScript in the browser', 'Server-side applications and APIs'],
      },
      {
        id: 'systems',
        title: 'Operating systems',
        description:
          'What the operating system does for a program: processes, memory, files and permissions, on Linux and Windows.',
        points: ['Processes and threads', 'File systems and permissions', 'The Linux command line'],
      },
      {
        id: 'security',
        title: 'Information security',
        description:
          'Protecting systems and data: the common attacks on web applications, and the habits and controls that stop them.',
        points: ['The OWASP Top 10', 'Passwords and authentication', 'Backups and recovery'],
      },
    ],
  },
  lectures: [
    {
      id: 'it-python-intro',
      title: 'Introduction to programming with Python',
      type: 'pdf',
      description:
        'Variables and types, input and output, decisions and loops, and functions, ending with a complete program that calculates a grade point average.',
      minutes: 90,
      level: 'beginner',
      category: 'Programming',
      file: '/downloads/courses/it-python-intro-en.pdf',
    },
    {
      id: 'it-internet-networks',
      title: 'How the Internet works: TCP/IP, DNS and HTTP',
      type: 'video',
      description:
        'The journey of a web request: the layers of the TCP/IP model, how a domain name becomes an address, and what a browser and a server say to each other.',
      minutes: 50,
      level: 'beginner',
      category: 'Networks',
    },
    {
      id: 'it-html-css',
      title: 'Building web pages with HTML and CSS',
      type: 'video',
      description:
        'The structure of a page in HTML, styling with CSS, and layouts that adapt to phones and to right-to-left Arabic text.',
      minutes: 60,
      level: 'beginner',
      category: 'Web development',
    },
    {
      id: 'it-sql-databases',
      title: 'Relational databases and SQL',
      type: 'pdf',
      description:
        'Tables, primary and foreign keys, and SQL queries that select, filter, join and group data, on the example of a student registration database.',
      minutes: 120,
      level: 'intermediate',
      category: 'Databases',
      file: '/downloads/courses/it-sql-databases-en.pdf',
    },
    {
      id: 'it-oop',
      title: 'Object-oriented programming: classes, objects and inheritance',
      type: 'text',
      description:
        'Modelling a problem with classes, encapsulation, inheritance and polymorphism, illustrated with a small library-lending system.',
      minutes: 90,
      level: 'intermediate',
      category: 'Programming',
    },
    {
      id: 'it-web-security',
      title: 'Web application security: the OWASP Top 10',
      type: 'text',
      description:
        'Injection, broken access control, cross-site scripting and the other common weaknesses of web applications, and how to prevent each of them.',
      minutes: 75,
      level: 'advanced',
      category: 'Security',
    },
  ],
  projects: {
    heading: 'Practical projects',
    intro:
      'Projects for coursework and graduation, each marked with its level and the technologies it uses. Ask Dr. Hassan for the full brief in the lecture hall or by e-mail.',
    items: [
      {
        id: 'it-project-gpa',
        title: 'Grade point average calculator',
        tech: ['Python'],
        level: 'beginner',
        description:
          'A command-line program that reads course grades and credit hours, calculates the semester and cumulative GPA, and saves the results to a file.',
      },
      {
        id: 'it-project-library',
        title: 'Library catalogue website',
        tech: ['HTML', 'CSS', 'JavaScript'],
        level: 'beginner',
        description:
          'A bilingual website that lists books, filters them by subject and availability, and works well on a phone.',
      },
      {
        id: 'it-project-clinic',
        title: 'Clinic appointment booking system',
        tech: ['Python', 'Flask', 'SQLite'],
        level: 'intermediate',
        description:
          'A web application in which patients book appointments, doctors see their daily lists and reception staff confirm or cancel bookings.',
      },
      {
        id: 'it-project-network',
        title: 'Campus network design',
        tech: ['Cisco Packet Tracer'],
        level: 'intermediate',
        description:
          'A simulated network for three college buildings with VLANs, IP addressing, routing and a wireless network for students, tested end to end.',
      },
      {
        id: 'it-project-api',
        title: 'Secure course registration API',
        tech: ['Node.js', 'Express', 'PostgreSQL'],
        level: 'advanced',
        description:
          'A REST API for course registration with sign-in, roles for students and registrars, input validation and automated tests against the OWASP Top 10.',
      },
    ],
  },
  tools: [
    {
      id: 'python-tutor',
      name: 'Python Tutor',
      description:
        'Runs Python (and other languages) step by step and draws the variables and objects in memory at each step.',
      tryThis:
        'Paste the GPA program from the first lecture and watch how the loop adds up the grade points.',
      href: 'https://pythontutor.com',
    },
    {
      id: 'db-fiddle',
      name: 'DB Fiddle',
      description:
        'Creates tables and runs SQL queries on PostgreSQL, MySQL or SQLite in the browser, with nothing to install.',
      tryThis:
        'Create the students, courses and enrolments tables of the SQL lecture and run its join query.',
      href: 'https://www.db-fiddle.com',
    },
    {
      id: 'packet-tracer',
      name: 'Cisco Packet Tracer',
      description:
        'A network simulator from the Cisco Networking Academy for building and testing networks of routers, switches and computers.',
      tryThis:
        'Connect two computers through a switch, give them addresses in the same subnet and test with `ping`.',
      href: 'https://www.netacad.com/cisco-packet-tracer',
    },
    {
      id: 'codepen',
      name: 'CodePen',
      description:
        'An online editor that shows the result of HTML, CSS and JavaScript as you type.',
      tryThis:
        'Build a course card with a title and a button, then add `dir="rtl"` and see how the layout mirrors.',
      href: 'https://codepen.io',
    },
  ],
  resources: [
    {
      id: 'python-tutorial',
      title: 'The Python Tutorial',
      type: 'documentation',
      publisher: 'Python Software Foundation',
      href: 'https://docs.python.org/3/tutorial/',
    },
    {
      id: 'mdn',
      title: 'MDN Web Docs',
      type: 'documentation',
      publisher: 'Mozilla',
      href: 'https://developer.mozilla.org',
    },
    {
      id: 'cs50',
      title: "CS50's Introduction to Computer Science",
      type: 'course',
      publisher: 'Harvard University',
      href: 'https://cs50.harvard.edu/x/',
    },
    {
      id: 'postgresql-tutorial',
      title: 'PostgreSQL Tutorial',
      type: 'documentation',
      publisher: 'The PostgreSQL Global Development Group',
      href: 'https://www.postgresql.org/docs/current/tutorial.html',
    },
    {
      id: 'owasp-top-ten',
      title: 'OWASP Top 10',
      type: 'documentation',
      publisher: 'OWASP Foundation',
      href: 'https://owasp.org/www-project-top-ten/',
    },
  ],
};
