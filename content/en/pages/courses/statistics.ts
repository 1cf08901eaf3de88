import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'Statistics',
  description:
    'Statistics lectures by Dr. Hassan Abdelrahim Eltayeb: basic concepts, descriptive and inferential statistics, tools and resources.',
  intro: [
    'This section starts with the basic concepts of statistics, from populations and samples to variables and distributions, then moves on to descriptive and inferential statistics.',
    'The lectures suit students who analyse data in health, business and social research projects.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['statistics'] = {
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
};
