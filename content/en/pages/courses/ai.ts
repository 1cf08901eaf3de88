import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'Artificial Intelligence',
  description:
    'Artificial intelligence lectures by Dr. Hassan Abdelrahim Eltayeb: basic concepts, machine learning and hands-on projects.',
  intro: [
    'This section introduces the basic concepts of artificial intelligence and machine learning, from search and reasoning to neural networks.',
    'Hands-on projects, graded by level, help students build and test their own models.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['ai'] = {
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
};
