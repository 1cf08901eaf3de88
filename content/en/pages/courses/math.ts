import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'Mathematics',
  description:
    'Mathematics lectures by Dr. Hassan Abdelrahim Eltayeb, with interactive tools and resources, from beginner to advanced level.',
  intro: [
    'Mathematics lectures for students of information technology, business and the health sciences, covering calculus, algebra and the mathematics behind data analysis.',
    'Each lecture shows its format, duration and level, and PDF lectures can be previewed or downloaded; interactive tools and recommended resources follow the list.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['math'] = {
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
};
