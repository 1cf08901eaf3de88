/**
 * The instructor's lecture section in English: /en/courses/{slug} and its six pages.
 * Same ids, kinds, levels, durations and links as content/ar/courses.ts (content/courses.test.ts).
 */
import type { CoursesInput } from '../courses-schema';

export const courses: CoursesInput = {
  email: 'hassan.eltayeb@alrowad.edu.sd',
  home: {
    welcome: {
      heading: 'A word of welcome',
      paragraphs: [
        'Welcome to my lecture pages. I teach mathematics, statistics, information technology, artificial intelligence and geographic information systems at Al-Rowad College of Science and Technology, and I have gathered here the lectures, exercises and references my students use through the semester.',
        'The five subjects belong together. Mathematics and statistics are the language of data; information technology gives us the tools to store and process it; artificial intelligence and GIS turn it into decisions about health, agriculture and our cities. Move between them as your studies need.',
        'Bring your questions to the lecture hall or to my office hours, or write to me: my contact details are at the end of the biography page.',
      ],
      author: 'Dr. Hassan Abdelrahim Eltayeb',
      role: 'Lecturer in Artificial Intelligence',
    },
    features: {
      heading: 'What you will find here',
      items: [
        {
          id: 'formats',
          icon: 'layers',
          title: 'Three lecture formats',
          body: 'PDF notes to read and download, video lectures screened in class, and text lectures handed out in the lecture hall.',
        },
        {
          id: 'levels',
          icon: 'signal',
          title: 'Graded by level',
          body: 'Every lecture is marked beginner, intermediate or advanced, so you can start where you are and plan what comes next.',
        },
        {
          id: 'tools',
          icon: 'wrench',
          title: 'Interactive tools',
          body: 'Free online calculators, simulators and map viewers, each with a first exercise to try the ideas for yourself.',
        },
        {
          id: 'resources',
          icon: 'library',
          title: 'Resources and projects',
          body: 'Open textbooks, courses and data sets, and practical projects in information technology and artificial intelligence.',
        },
      ],
    },
    sections: {
      heading: 'Lecture sections',
      items: [
        {
          page: 'math',
          icon: 'calculator',
          description:
            'Functions, limits, derivatives and integrals, matrices and the linear algebra behind data analysis.',
        },
        {
          page: 'statistics',
          icon: 'chart',
          description:
            'Basic concepts, descriptive statistics, probability, sampling, hypothesis tests and regression.',
        },
        {
          page: 'it',
          icon: 'monitor',
          description:
            'Programming in Python, databases and SQL, networks, web development and security, with practical projects.',
        },
        {
          page: 'ai',
          icon: 'brain',
          description:
            'Agents and search, machine learning, neural networks and AI ethics, with projects to start.',
        },
        {
          page: 'gis',
          icon: 'map',
          description:
            'Spatial data, projections, remote sensing and spatial analysis, free and commercial software, and lab lessons.',
        },
        {
          page: 'biography',
          icon: 'user',
          description:
            "Dr. Hassan's education, experience, awards, publications and skills, and how to contact him.",
        },
      ],
    },
    cta: {
      heading: 'Where to start',
      body: 'New to the collection? Begin with the foundations of mathematics, or go straight to programming and databases in information technology.',
      math: 'Start with mathematics',
      it: 'Explore information technology',
    },
  },

  math: {
    lectures: [
      {
        id: 'math-functions-graphs',
        title: 'Functions and their graphs',
        type: 'video',
        description:
          'Domain and range, and the linear, quadratic, exponential and logarithmic functions: how to read their graphs and what their shapes say about change.',
        minutes: 45,
        level: 'beginner',
        category: 'Algebra',
      },
      {
        id: 'math-limits-continuity',
        title: 'Limits and continuity',
        type: 'pdf',
        description:
          'What a limit means, the limit laws, one-sided limits and limits at infinity, and how to tell whether a function is continuous, with worked examples and exercises.',
        minutes: 90,
        level: 'beginner',
        category: 'Calculus',
        file: '/downloads/courses/math-limits-continuity-en.pdf',
      },
      {
        id: 'math-derivatives',
        title: 'Derivatives and their applications',
        type: 'pdf',
        description:
          'The derivative as a rate of change, the rules of differentiation including the chain rule, and their use in optimisation and in marginal cost and revenue.',
        minutes: 120,
        level: 'intermediate',
        category: 'Calculus',
        file: '/downloads/courses/math-derivatives-en.pdf',
      },
      {
        id: 'math-matrices',
        title: 'Matrices and systems of linear equations',
        type: 'text',
        description:
          'Matrix operations, determinants and inverses, and solving systems of equations by Gaussian elimination, with examples from production planning and networks.',
        minutes: 75,
        level: 'intermediate',
        category: 'Linear algebra',
      },
      {
        id: 'math-integration',
        title: 'Integration: substitution and integration by parts',
        type: 'video',
        description:
          'The definite integral as accumulated change, the fundamental theorem of calculus, and the two main techniques of integration.',
        minutes: 60,
        level: 'advanced',
        category: 'Calculus',
      },
      {
        id: 'math-eigenvalues',
        title: 'Vectors, eigenvalues and the mathematics of data',
        type: 'text',
        description:
          'Vector spaces, eigenvalues and eigenvectors, and how they underpin principal component analysis and the ranking of web pages.',
        minutes: 90,
        level: 'advanced',
        category: 'Linear algebra',
      },
    ],
    tools: [
      {
        id: 'desmos',
        name: 'Desmos Graphing Calculator',
        description:
          'Plots functions, points and inequalities in the browser, with sliders that show how a graph changes with its parameters.',
        tryThis:
          'Plot `f(x) = (x² − 1)/(x − 1)` and zoom in near `x = 1`: the graph has a hole, yet its limit there is 2.',
        href: 'https://www.desmos.com/calculator',
      },
      {
        id: 'geogebra',
        name: 'GeoGebra Calculator Suite',
        description:
          'Graphing, geometry, 3D and a computer algebra system in one free app, on the web and on phones.',
        tryThis:
          'Draw `f(x) = x³ − 3x` and its tangent at a point, then drag the point to see where the slope is zero.',
        href: 'https://www.geogebra.org/calculator',
      },
      {
        id: 'wolframalpha',
        name: 'WolframAlpha',
        description:
          'Computes derivatives, integrals, limits and matrix operations from plain input and shows the result with its graph.',
        tryThis:
          'Type `integrate x e^x dx` and compare the answer with your own integration by parts.',
        href: 'https://www.wolframalpha.com',
      },
    ],
    resources: [
      {
        id: 'openstax-calculus',
        title: 'Calculus, Volume 1',
        type: 'book',
        publisher: 'OpenStax, Rice University',
        href: 'https://openstax.org/details/books/calculus-volume-1',
      },
      {
        id: 'khan-calculus',
        title: 'Calculus 1',
        type: 'course',
        publisher: 'Khan Academy',
        href: 'https://www.khanacademy.org/math/calculus-1',
      },
      {
        id: 'mit-linear-algebra',
        title: '18.06 Linear Algebra',
        type: 'course',
        publisher: 'MIT OpenCourseWare',
        href: 'https://ocw.mit.edu/courses/18-06-linear-algebra-spring-2010/',
      },
      {
        id: 'essence-linear-algebra',
        title: 'Essence of Linear Algebra',
        type: 'video',
        publisher: '3Blue1Brown',
        href: 'https://www.3blue1brown.com/topics/linear-algebra',
      },
    ],
  },

  statistics: {
    concepts: {
      heading: 'Basic concepts',
      intro:
        'Eight ideas that every later lecture builds on. If one of them is unclear, start with the lecture on descriptive statistics.',
      items: [
        {
          id: 'population-sample',
          term: 'Population and sample',
          definition:
            'The population is every unit we want to know about (all patients of a hospital); the sample is the part we actually measure, chosen so that it represents the whole.',
        },
        {
          id: 'variables',
          term: 'Variable',
          definition:
            'A characteristic that varies between units. Qualitative variables name categories (blood group); quantitative variables are measured as numbers (weight, income).',
        },
        {
          id: 'parameter-statistic',
          term: 'Parameter and statistic',
          definition:
            'A parameter describes the population (the true mean μ); a statistic is computed from the sample (the sample mean x̄) and is used to estimate it.',
        },
        {
          id: 'descriptive-inferential',
          term: 'Descriptive and inferential statistics',
          definition:
            'Descriptive statistics summarise the data we have with tables, charts and measures; inferential statistics draw conclusions about the population from a sample.',
        },
        {
          id: 'distribution',
          term: 'Probability distribution',
          definition:
            'A description of the values a random variable can take and how likely each is. The normal distribution is the best known, but not the only one.',
        },
        {
          id: 'p-value',
          term: 'p-value and significance',
          definition:
            'The probability of results at least as extreme as ours if the null hypothesis were true. A p-value below the chosen level (often 0.05) is called statistically significant.',
        },
        {
          id: 'confidence-interval',
          term: 'Confidence interval',
          definition:
            'A range computed from the sample that would contain the true parameter in a stated share of repeated samples, usually 95%.',
        },
        {
          id: 'correlation-causation',
          term: 'Correlation is not causation',
          definition:
            'Two variables can move together because of a third factor or by chance. Only a well-designed study, such as a randomised trial, can show cause and effect.',
        },
      ],
    },
    lectures: [
      {
        id: 'stats-descriptive',
        title: 'Descriptive statistics: centre and spread',
        type: 'pdf',
        description:
          "Mean, median and mode, range, variance, standard deviation and the interquartile range, worked through on a small data set of patients' blood pressure.",
        minutes: 90,
        level: 'beginner',
        category: 'Descriptive statistics',
        file: '/downloads/courses/stats-descriptive-en.pdf',
      },
      {
        id: 'stats-probability-normal',
        title: 'Probability and the normal distribution',
        type: 'video',
        description:
          'The basic rules of probability, random variables, and the normal curve: z-scores and the 68–95–99.7 rule.',
        minutes: 60,
        level: 'beginner',
        category: 'Probability',
      },
      {
        id: 'stats-sampling',
        title: 'Sampling methods and sample size',
        type: 'text',
        description:
          'Simple random, systematic, stratified and cluster sampling, the sources of bias, and how to calculate the sample size of a survey.',
        minutes: 60,
        level: 'intermediate',
        category: 'Research design',
      },
      {
        id: 'stats-hypothesis-testing',
        title: 'Hypothesis testing and the t-test',
        type: 'pdf',
        description:
          'Null and alternative hypotheses, p-values and significance levels, type I and type II errors, and one-sample and two-sample t-tests with worked examples.',
        minutes: 120,
        level: 'intermediate',
        category: 'Inference',
        file: '/downloads/courses/stats-hypothesis-testing-en.pdf',
      },
      {
        id: 'stats-regression',
        title: 'Correlation and simple linear regression',
        type: 'video',
        description:
          "Scatter plots, Pearson's correlation coefficient, the least-squares line, and how to read its slope and R².",
        minutes: 75,
        level: 'intermediate',
        category: 'Relationships between variables',
      },
      {
        id: 'stats-anova-chi-square',
        title: 'Analysis of variance and the chi-square test',
        type: 'text',
        description:
          'Comparing more than two means with one-way ANOVA, and testing the association between two categorical variables with the chi-square test.',
        minutes: 90,
        level: 'advanced',
        category: 'Inference',
      },
    ],
    tools: [
      {
        id: 'jasp',
        name: 'JASP',
        description:
          'Free statistics software from the University of Amsterdam with menus like SPSS, which updates its tables and charts as you choose the options.',
        tryThis:
          'Open one of its example data sets and run an independent-samples t-test with a plot of the two groups.',
        href: 'https://jasp-stats.org',
      },
      {
        id: 'jamovi',
        name: 'jamovi',
        description:
          'A free spreadsheet-style statistics program built on R, which can also show the R code behind each analysis.',
        tryThis:
          'Enter the blood-pressure data of the descriptive-statistics lecture and check the mean and standard deviation.',
        href: 'https://www.jamovi.org',
      },
      {
        id: 'seeing-theory',
        name: 'Seeing Theory',
        description:
          'Interactive visual lessons in probability and statistics from Brown University.',
        tryThis:
          'In the chapter on probability distributions, draw many samples and watch the central limit theorem at work.',
        href: 'https://seeing-theory.brown.edu',
      },
      {
        id: 'statkey',
        name: 'StatKey',
        description:
          'Web applets for bootstrap confidence intervals and randomisation tests, from the authors of the Lock5 textbook.',
        tryThis:
          'Build a bootstrap confidence interval for a mean and compare it with the one from the t formula.',
        href: 'https://www.lock5stat.com/StatKey/',
      },
    ],
    resources: [
      {
        id: 'openintro',
        title: 'OpenIntro Statistics',
        type: 'book',
        publisher: 'OpenIntro',
        href: 'https://www.openintro.org/book/os/',
      },
      {
        id: 'khan-statistics',
        title: 'Statistics and probability',
        type: 'course',
        publisher: 'Khan Academy',
        href: 'https://www.khanacademy.org/math/statistics-probability',
      },
      {
        id: 'nist-handbook',
        title: 'e-Handbook of Statistical Methods',
        type: 'documentation',
        publisher: 'NIST/SEMATECH',
        href: 'https://www.itl.nist.gov/div898/handbook/',
      },
      {
        id: 'who-gho',
        title: 'Global Health Observatory',
        type: 'data',
        publisher: 'World Health Organization',
        href: 'https://www.who.int/data/gho',
      },
    ],
  },

  it: {
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
          points: [
            'Python as the first language',
            'Object-oriented design',
            'Testing and debugging',
          ],
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
          points: [
            'HTML and CSS',
            'JavaScript in the browser',
            'Server-side applications and APIs',
          ],
        },
        {
          id: 'systems',
          title: 'Operating systems',
          description:
            'What the operating system does for a program: processes, memory, files and permissions, on Linux and Windows.',
          points: [
            'Processes and threads',
            'File systems and permissions',
            'The Linux command line',
          ],
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
  },

  ai: {
    concepts: {
      heading: 'Basic concepts',
      intro: 'The vocabulary of the lectures and projects in this section.',
      items: [
        {
          id: 'artificial-intelligence',
          term: 'Artificial intelligence',
          definition:
            'The field that builds systems to perform tasks that need intelligence when people do them: recognising speech and images, planning, answering questions.',
        },
        {
          id: 'agent',
          term: 'Intelligent agent',
          definition:
            'A system that perceives its environment through sensors and acts on it to reach its goals, from a route planner to a robot.',
        },
        {
          id: 'machine-learning',
          term: 'Machine learning',
          definition:
            'Programs that improve at a task by learning patterns from data, instead of following rules written by hand.',
        },
        {
          id: 'supervised-unsupervised',
          term: 'Supervised and unsupervised learning',
          definition:
            'Supervised learning trains on examples with known answers (labelled images); unsupervised learning finds structure, such as groups, in data without answers.',
        },
        {
          id: 'training-test',
          term: 'Training and test data',
          definition:
            'A model learns from the training set and is judged on a separate test set it has never seen, which shows how it will do on new data.',
        },
        {
          id: 'overfitting',
          term: 'Overfitting',
          definition:
            'When a model memorises the training data, noise included, and does worse on new data. Simpler models, more data and regularisation reduce it.',
        },
        {
          id: 'neural-network',
          term: 'Neural network',
          definition:
            'Layers of simple connected units whose weights are adjusted during training; deep networks with many layers power image and speech recognition.',
        },
        {
          id: 'metrics',
          term: 'Accuracy, precision and recall',
          definition:
            'Accuracy is the share of correct predictions; precision asks how many predicted positives are real; recall asks how many real positives were found.',
        },
      ],
    },
    lectures: [
      {
        id: 'ai-agents-search',
        title: 'What is AI? Intelligent agents and search',
        type: 'pdf',
        description:
          'Definitions of artificial intelligence, types of agents, and how to formulate a problem and solve it with breadth-first, uniform-cost and A* search.',
        minutes: 90,
        level: 'beginner',
        category: 'Foundations',
        file: '/downloads/courses/ai-agents-search-en.pdf',
      },
      {
        id: 'ai-ethics',
        title: 'AI ethics: bias, privacy and accountability',
        type: 'text',
        description:
          'How data can make a model unfair, what personal data a model may use, and who answers for its decisions, with cases from health and recruitment.',
        minutes: 45,
        level: 'beginner',
        category: 'AI and society',
      },
      {
        id: 'ai-supervised-learning',
        title: 'Supervised learning: k-nearest neighbours and decision trees',
        type: 'pdf',
        description:
          'Features and labels, training and test sets, two classic classifiers, the confusion matrix, and how to recognise and avoid overfitting.',
        minutes: 120,
        level: 'intermediate',
        category: 'Machine learning',
        file: '/downloads/courses/ai-supervised-learning-en.pdf',
      },
      {
        id: 'ai-regression-models',
        title: 'Linear and logistic regression as learning models',
        type: 'video',
        description:
          'Learning a line from data with gradient descent, and turning it into a classifier with the logistic function.',
        minutes: 75,
        level: 'intermediate',
        category: 'Machine learning',
      },
      {
        id: 'ai-neural-networks',
        title: 'Neural networks and backpropagation',
        type: 'video',
        description:
          'Neurons, layers and activation functions, how backpropagation adjusts the weights, and how to train a small network in Keras.',
        minutes: 90,
        level: 'advanced',
        category: 'Deep learning',
      },
      {
        id: 'ai-cnn-images',
        title: 'Convolutional neural networks for image recognition',
        type: 'text',
        description:
          "Convolution, pooling and transfer learning, explained through the image model of the college's waste-sorting robot.",
        minutes: 90,
        level: 'advanced',
        category: 'Deep learning',
      },
    ],
    projects: {
      heading: 'Projects',
      intro:
        'Each project comes with a brief: the data, the steps and how it will be assessed. Start Project writes an e-mail to Dr. Hassan asking for the brief.',
      items: [
        {
          id: 'ai-project-route-finder',
          title: 'Route finder between Sudanese towns',
          tech: ['Python'],
          level: 'beginner',
          description:
            'Represent towns and roads as a graph and find the shortest route with breadth-first, uniform-cost and A* search, then compare the nodes each one explores.',
        },
        {
          id: 'ai-project-sms-spam',
          title: 'SMS spam filter',
          tech: ['Python', 'scikit-learn'],
          level: 'beginner',
          description:
            'Train a naive Bayes classifier on a public collection of text messages and report its precision and recall.',
        },
        {
          id: 'ai-project-crop-yield',
          title: 'Sorghum yield prediction from rainfall data',
          tech: ['Python', 'pandas', 'scikit-learn'],
          level: 'intermediate',
          description:
            'Combine rainfall records and yield statistics for rain-fed areas, compare linear regression with a random forest, and explain which factors matter most.',
        },
        {
          id: 'ai-project-arabic-sentiment',
          title: 'Sentiment analysis of Arabic reviews',
          tech: ['Python', 'Hugging Face Transformers'],
          level: 'advanced',
          description:
            'Fine-tune a pretrained Arabic language model to classify product and service reviews as positive, negative or neutral, including reviews in Sudanese Arabic.',
        },
        {
          id: 'ai-project-waste-sorting',
          title: 'Medical waste image classifier',
          tech: ['Python', 'TensorFlow', 'Keras', 'OpenCV'],
          level: 'advanced',
          description:
            "Use transfer learning to recognise sharps, infectious and general waste in photos, building on the model of the college's prize-winning sorting robot.",
        },
      ],
    },
    tools: [
      {
        id: 'tensorflow-playground',
        name: 'TensorFlow Playground',
        description:
          'Trains a small neural network in the browser and shows how each neuron divides the data as it learns.',
        tryThis:
          'Choose the spiral data set and add hidden layers and neurons until the network separates the two classes.',
        href: 'https://playground.tensorflow.org',
      },
      {
        id: 'teachable-machine',
        name: 'Teachable Machine',
        description:
          "Google's tool for training an image, sound or pose classifier from examples you record with your camera or microphone.",
        tryThis:
          'Train a model to tell three objects on your desk apart, then test it with objects it has not seen.',
        href: 'https://teachablemachine.withgoogle.com',
      },
      {
        id: 'colab',
        name: 'Google Colab',
        description:
          'Free Python notebooks in the browser with scikit-learn, TensorFlow and PyTorch installed, and access to a GPU.',
        tryThis:
          'Load the iris data set with scikit-learn and train the k-nearest neighbours classifier of the supervised-learning lecture.',
        href: 'https://colab.research.google.com',
      },
      {
        id: 'cnn-explainer',
        name: 'CNN Explainer',
        description:
          'An interactive visualisation of a convolutional neural network classifying images, layer by layer.',
        tryThis:
          'Follow one image through the convolution and pooling layers and note what each filter responds to.',
        href: 'https://poloclub.github.io/cnn-explainer/',
      },
    ],
    resources: [
      {
        id: 'elements-of-ai',
        title: 'Elements of AI',
        type: 'course',
        publisher: 'University of Helsinki and MinnaLearn',
        href: 'https://www.elementsofai.com',
      },
      {
        id: 'ml-crash-course',
        title: 'Machine Learning Crash Course',
        type: 'course',
        publisher: 'Google',
        href: 'https://developers.google.com/machine-learning/crash-course',
      },
      {
        id: 'd2l',
        title: 'Dive into Deep Learning',
        type: 'book',
        publisher: 'd2l.ai',
        href: 'https://d2l.ai',
      },
      {
        id: 'sklearn-guide',
        title: 'scikit-learn User Guide',
        type: 'documentation',
        publisher: 'scikit-learn developers',
        href: 'https://scikit-learn.org/stable/user_guide.html',
      },
      {
        id: 'kaggle-learn',
        title: 'Kaggle Learn',
        type: 'course',
        publisher: 'Kaggle',
        href: 'https://www.kaggle.com/learn',
      },
    ],
  },

  gis: {
    applications: {
      heading: 'Applications of GIS',
      intro: 'Where the methods of this section are used, with an example from Sudan for each.',
      items: [
        {
          id: 'health',
          title: 'Public health',
          description:
            'Mapping cases of disease, the places people live and the health centres that serve them, to see where outbreaks start and who is far from care.',
          example:
            'Mapping malaria cases against standing water after the rainy season to target spraying and bed-net distribution.',
        },
        {
          id: 'agriculture',
          title: 'Agriculture',
          description:
            'Monitoring crops from satellite images, planning irrigation and estimating harvests before they come in.',
          example:
            'Following the growth of cotton, wheat and sorghum across the Gezira Scheme with vegetation indices from Sentinel-2.',
        },
        {
          id: 'urban-planning',
          title: 'Urban planning',
          description:
            'Tracking how cities grow and deciding where new schools, clinics, roads and water lines are needed.',
          example:
            'Measuring the growth of the built-up area of Greater Khartoum from Landsat images taken years apart.',
        },
        {
          id: 'water-floods',
          title: 'Water and floods',
          description:
            'Modelling river flooding and rainfall, and mapping the people, farms and roads at risk.',
          example:
            'Mapping the areas along the Nile flooded in 2020 from radar images, which see through cloud.',
        },
        {
          id: 'environment',
          title: 'Environment',
          description:
            'Measuring change in land cover, forests and soils over time, and locating the areas that need protection.',
          example:
            'Monitoring desertification and tree cover in North Kordofan from a series of satellite images.',
        },
        {
          id: 'humanitarian',
          title: 'Humanitarian response',
          description:
            'Giving aid agencies shared, up-to-date maps of settlements, roads, water points and services.',
          example:
            'Volunteers mapping villages and roads in OpenStreetMap so that relief teams can reach displaced families.',
        },
      ],
    },
    lectures: [
      {
        id: 'gis-introduction',
        title: 'Introduction to GIS: spatial data, vector and raster',
        type: 'pdf',
        description:
          'The parts of a GIS, the vector and raster data models, attribute tables and layers, and the questions a GIS can answer.',
        minutes: 90,
        level: 'beginner',
        category: 'Foundations',
        file: '/downloads/courses/gis-introduction-en.pdf',
      },
      {
        id: 'gis-qgis-start',
        title: 'Getting started with QGIS',
        type: 'video',
        description:
          'A guided tour of QGIS: adding layers, styling them, reading the attribute table and saving a project.',
        minutes: 60,
        level: 'beginner',
        category: 'Software',
      },
      {
        id: 'gis-crs-projections',
        title: 'Coordinate reference systems and map projections',
        type: 'pdf',
        description:
          'Latitude and longitude, datums, the UTM zones that cover Sudan, EPSG codes, and how to reproject data without errors.',
        minutes: 90,
        level: 'intermediate',
        category: 'Foundations',
        file: '/downloads/courses/gis-crs-projections-en.pdf',
      },
      {
        id: 'gis-remote-sensing',
        title: 'Remote sensing with Landsat and Sentinel-2',
        type: 'video',
        description:
          'How satellites record light in spectral bands, where to download free images, and how to build band combinations and vegetation indices.',
        minutes: 75,
        level: 'intermediate',
        category: 'Remote sensing',
      },
      {
        id: 'gis-spatial-analysis',
        title: 'Spatial analysis: buffers, overlays and interpolation',
        type: 'text',
        description:
          'Selecting by location, buffers, intersect and union, and estimating values between measured points with inverse distance weighting.',
        minutes: 90,
        level: 'intermediate',
        category: 'Analysis',
      },
      {
        id: 'gis-suitability',
        title: 'Site suitability with multi-criteria evaluation',
        type: 'text',
        description:
          'Reclassifying and weighting criteria such as slope, distance to roads and land use to find the best sites for a new facility.',
        minutes: 120,
        level: 'advanced',
        category: 'Analysis',
      },
    ],
    software: {
      heading: 'Specialised software',
      intro:
        'The programs used in the lectures and in professional work. Students can do every exercise of this section with free software.',
      items: [
        {
          id: 'qgis',
          name: 'QGIS',
          type: 'free',
          description:
            'The leading free and open-source desktop GIS, available in Arabic, and the program used in the lab lessons.',
          features: [
            'Reads almost every vector and raster format',
            'Hundreds of analysis tools in its Processing toolbox',
            'Print layouts and atlases',
            'Plugins and Python scripting',
          ],
          href: 'https://qgis.org',
        },
        {
          id: 'arcgis-pro',
          name: 'ArcGIS Pro',
          type: 'commercial',
          description:
            "Esri's professional desktop GIS, widely used by government agencies and companies.",
          features: [
            '2D and 3D mapping in one project',
            'Spatial Analyst and Network Analyst extensions',
            'Sharing maps to ArcGIS Online',
            'Automation with ModelBuilder and Python',
          ],
          href: 'https://www.esri.com/en-us/arcgis/products/arcgis-pro/overview',
        },
        {
          id: 'grass-gis',
          name: 'GRASS GIS',
          type: 'free',
          description:
            'A free GIS with strong raster, terrain and image-processing tools, also available inside QGIS.',
          features: [
            'Terrain and hydrological modelling',
            'Image classification',
            'Topological vector data',
          ],
          href: 'https://grass.osgeo.org',
        },
        {
          id: 'google-earth-pro',
          name: 'Google Earth Pro',
          type: 'free',
          description:
            'A desktop globe with high-resolution and historical imagery, useful for exploring a study area and checking field data.',
          features: [
            'Historical imagery to compare dates',
            'Measuring distances and areas',
            'Importing and exporting KML and GPS tracks',
          ],
          href: 'https://www.google.com/earth/about/versions/',
        },
        {
          id: 'erdas-imagine',
          name: 'ERDAS IMAGINE',
          type: 'commercial',
          description:
            'Professional remote-sensing software from Hexagon for processing and classifying satellite and aerial images.',
          features: [
            'Image correction and mosaicking',
            'Supervised and unsupervised classification',
            'Change detection',
          ],
          href: 'https://hexagon.com/products/erdas-imagine',
        },
      ],
    },
    lessons: {
      heading: 'Practical lessons',
      intro:
        'Lab sessions in the college computer laboratories with QGIS. Each lesson lists its duration and what you hand in at the end.',
      items: [
        {
          id: 'gis-lab-digitising',
          title: 'Digitising a neighbourhood from satellite imagery',
          description:
            'Create point, line and polygon layers and trace buildings, roads and open spaces over a satellite base map.',
          minutes: 120,
          outcome: 'A GeoPackage with three layers and their attributes.',
        },
        {
          id: 'gis-lab-georeferencing',
          title: 'Georeferencing a scanned map',
          description:
            'Place control points on an old scanned map of a town so that it lines up with today’s imagery, and judge the error.',
          minutes: 90,
          outcome: 'A georeferenced map and its error report.',
        },
        {
          id: 'gis-lab-health-access',
          title: 'Mapping access to health centres',
          description:
            'Draw 5 km buffers around health centres and count the villages and people that fall outside them.',
          minutes: 120,
          outcome: 'A map and a table of the villages beyond 5 km.',
        },
        {
          id: 'gis-lab-ndvi',
          title: 'Calculating NDVI from Sentinel-2',
          description:
            'Download a Sentinel-2 image of an irrigated area, compute the vegetation index with the raster calculator and classify it.',
          minutes: 150,
          outcome: 'An NDVI map with a short interpretation.',
        },
        {
          id: 'gis-lab-layout',
          title: 'Designing a map for print',
          description:
            'Build a print layout with a title, legend, scale bar, north arrow, grid and sources, in Arabic and English.',
          minutes: 90,
          outcome: 'A finished A4 map as PDF.',
        },
      ],
    },
    tools: [
      {
        id: 'geojson-io',
        name: 'geojson.io',
        description:
          'Draws points, lines and polygons on a web map and saves them as GeoJSON, a format every GIS can read.',
        tryThis: 'Draw the outline of the college campus and open the saved file in QGIS.',
        href: 'https://geojson.io',
      },
      {
        id: 'openstreetmap',
        name: 'OpenStreetMap',
        description:
          'The free map of the world made by volunteers, which anyone can edit in the browser.',
        tryThis:
          'Find your neighbourhood and check whether its schools, mosques and clinics are on the map.',
        href: 'https://www.openstreetmap.org',
      },
      {
        id: 'copernicus-browser',
        name: 'Copernicus Browser',
        description:
          "The European Union's free viewer for Sentinel satellite images, with ready-made band combinations and indices.",
        tryThis:
          'Open a recent Sentinel-2 image of the Gezira Scheme and switch between true colour and NDVI.',
        href: 'https://browser.dataspace.copernicus.eu',
      },
      {
        id: 'google-earth-web',
        name: 'Google Earth on the web',
        description:
          'The Google Earth globe in the browser, with measuring tools and saved projects.',
        tryThis: 'Measure the length of a stretch of the Nile between two bridges in Khartoum.',
        href: 'https://earth.google.com/web/',
      },
    ],
    resources: [
      {
        id: 'qgis-training-manual',
        title: 'QGIS Training Manual',
        type: 'documentation',
        publisher: 'QGIS project',
        href: 'https://docs.qgis.org/latest/en/docs/training_manual/',
      },
      {
        id: 'hdx-sudan',
        title: 'Sudan data sets',
        type: 'data',
        publisher: 'Humanitarian Data Exchange (OCHA)',
        href: 'https://data.humdata.org/group/sdn',
      },
      {
        id: 'natural-earth',
        title: 'Natural Earth',
        type: 'data',
        publisher: 'Natural Earth',
        href: 'https://www.naturalearthdata.com',
      },
      {
        id: 'earthexplorer',
        title: 'EarthExplorer',
        type: 'data',
        publisher: 'U.S. Geological Survey',
        href: 'https://earthexplorer.usgs.gov',
      },
      {
        id: 'geocomputation-r',
        title: 'Geocomputation with R',
        type: 'book',
        publisher: 'Lovelace, Nowosad and Muenchow',
        href: 'https://r.geocompx.org',
      },
    ],
  },

  biography: {
    education: {
      heading: 'Education',
      items: [
        {
          id: 'phd',
          degree: 'PhD in Computer Science',
          university: 'Sudan University of Science and Technology',
          year: 2017,
          specialization: 'Machine learning and remote sensing',
          thesis:
            'Crop-type classification in the Gezira Scheme from multi-temporal satellite images using machine learning',
        },
        {
          id: 'pgd',
          degree: 'Postgraduate Diploma in Geographic Information Systems and Remote Sensing',
          university:
            'Regional Centre for Training in Aerospace Surveys (RECTAS), Ile-Ife, Nigeria',
          year: 2013,
          specialization: 'Geoinformation for natural resource management',
        },
        {
          id: 'msc',
          degree: 'MSc in Applied Statistics',
          university: 'University of Khartoum',
          year: 2011,
          specialization: 'Statistical modelling and survey methods',
          thesis: 'Spatial patterns of malaria incidence in Gezira State, 2005–2009',
        },
        {
          id: 'bsc',
          degree: 'BSc (Honours) in Mathematical Sciences',
          university: 'University of Gezira',
          year: 2008,
          specialization: 'Mathematics and computer science',
        },
      ],
    },
    experience: {
      heading: 'Professional experience',
      items: [
        {
          id: 'alrowad-lecturer',
          position: 'Lecturer in Artificial Intelligence',
          institution: 'Al-Rowad College of Science and Technology',
          from: 2021,
          description:
            'Teaches mathematics, statistics, information technology, artificial intelligence and GIS, supervises graduation projects, and supervised the IT team that won first place in the 2026 universities robotics competition.',
        },
        {
          id: 'alrowad-research',
          position: 'Coordinator, Digital Health and Artificial Intelligence research programme',
          institution: 'Al-Rowad College of Science and Technology',
          from: 2023,
          description:
            'Coordinates the four-year programme (2023-2027) that develops digital tools for diagnosis, health records and health information in Arabic, and leads its project on speech recognition for Sudanese Arabic.',
        },
        {
          id: 'sust-lecturer',
          position: 'Lecturer, Department of Computer Science',
          institution: 'Sudan University of Science and Technology',
          from: 2017,
          to: 2021,
          description:
            "Taught machine learning, data mining and database systems, and supervised more than 20 bachelor's graduation projects.",
        },
        {
          id: 'arc-consultant',
          position: 'GIS and statistics consultant (part-time)',
          institution: 'Agricultural Research Corporation, Wad Madani',
          from: 2012,
          to: 2017,
          description:
            'Produced crop maps and yield estimates for the Gezira Scheme from satellite images and field surveys, and trained research staff in QGIS and R.',
        },
        {
          id: 'gezira-assistant',
          position: 'Teaching assistant',
          institution: 'University of Gezira',
          from: 2008,
          to: 2011,
          description:
            'Led tutorials and computer laboratory sessions in calculus, statistics and programming.',
        },
      ],
    },
    awards: {
      heading: 'Awards',
      items: [
        {
          id: 'robotics-2026',
          title: 'First place, as supervisor of the winning team',
          organization: 'Universities Robotics Competition',
          year: 2026,
          description:
            'The four IT students he supervised won with a robot that sorts medical waste using an image-recognition model they trained, ahead of teams from 14 universities and colleges.',
        },
        {
          id: 'teaching-2024',
          title: 'Excellence in Teaching Award',
          organization: 'Al-Rowad College of Science and Technology',
          year: 2024,
          description:
            'For redesigning the introductory statistics and programming courses around practical projects, on the strength of student evaluations and peer review.',
        },
        {
          id: 'thesis-2018',
          title: 'Best Doctoral Thesis in Computing',
          organization: 'Sudan University of Science and Technology',
          year: 2018,
          description:
            'For his thesis on classifying crops in the Gezira Scheme from satellite images with machine learning.',
        },
      ],
    },
    publications: {
      heading: 'Selected publications',
      items: [
        {
          id: 'pub-speech-2025',
          title:
            'Towards speech recognition for Sudanese Arabic health information lines: data collection and baseline models',
          journal: 'Proceedings of the Sudan Conference on Computing and Informatics',
          year: 2025,
          type: 'conference',
        },
        {
          id: 'pub-statistics-book-2023',
          title: 'Principles of Applied Statistics for the Health Sciences',
          journal: 'Khartoum University Press (in Arabic)',
          year: 2023,
          type: 'book',
        },
        {
          id: 'pub-malaria-2020',
          title:
            'Predicting monthly malaria incidence from rainfall and land-cover data with gradient boosting',
          journal: 'Sudan Journal of Science and Technology',
          year: 2020,
          type: 'journal',
        },
        {
          id: 'pub-crop-2018',
          title:
            'Crop-type mapping in the Gezira Scheme with multi-temporal Sentinel-2 imagery and random forests',
          journal: 'Sudan Journal of Science and Technology',
          year: 2018,
          type: 'journal',
        },
        {
          id: 'pub-open-data-2019',
          title: 'Open geospatial data for agricultural planning in Sudan',
          journal: 'Geoinformation for Development in Africa (edited volume)',
          year: 2019,
          type: 'chapter',
        },
      ],
    },
    skills: {
      heading: 'Skills',
      items: [
        {
          id: 'programming',
          category: 'Programming and data',
          skills: ['Python', 'R', 'SQL', 'JavaScript'],
        },
        {
          id: 'machine-learning',
          category: 'Machine learning',
          skills: ['scikit-learn', 'TensorFlow and Keras', 'Hugging Face Transformers'],
        },
        {
          id: 'gis',
          category: 'GIS and remote sensing',
          skills: ['QGIS', 'ArcGIS Pro', 'Google Earth Engine', 'GDAL'],
        },
        {
          id: 'statistics',
          category: 'Statistics',
          skills: ['SPSS and JASP', 'Survey design and sampling', 'Regression modelling'],
        },
        {
          id: 'teaching',
          category: 'Teaching',
          skills: [
            'Course design on Moodle',
            'Project-based learning',
            'Supervising graduation projects',
          ],
        },
        {
          id: 'languages',
          category: 'Languages',
          skills: ['Arabic (native)', 'English (fluent)'],
        },
      ],
    },
    contact: {
      heading: 'Contact Dr. Hassan',
      body: 'Students are welcome in office hours without an appointment. To meet at another time, book an appointment by e-mail; he replies within two working days.',
      emailLabel: 'E-mail',
      officeLabel: 'Office',
      office: 'Information Technology building, first floor, room 112',
      hoursLabel: 'Office hours',
      hours: 'Monday and Wednesday, 10:00 AM–12:00 noon',
      sendMessage: 'Send Message',
      bookAppointment: 'Book Appointment',
      appointmentSubject: 'Appointment request',
      appointmentBody:
        'Dear Dr. Hassan,\n\nI would like to book an appointment.\n\nName:\nProgramme and year:\nPreferred day and time:\nTopic of the meeting:\n',
    },
  },
};
