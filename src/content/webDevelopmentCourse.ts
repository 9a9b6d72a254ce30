// The full web development course page (/courses/webdevelopment). The catalogue is courses.ts.

import { PATHS } from '../config/paths';
import type { CoursePage } from './courses';
import { formatPrice } from '../lib/money';

const webCoursePrice = 1_200;

export const webDevelopmentCourse = {
  title: 'Web Development',
  summary:
    'A twelve-week, part-time course that takes you from the building blocks of the web to a deployed, tested web application of your own. You learn the way our developers work: small steps, code review and real projects.',
  facts: {
    duration: '12 weeks, about 8 hours a week',
    format:
      'Two live evening sessions online each week, plus guided project work and weekly code review',
    level: 'Beginner to intermediate',
    startDates: 'February, May and September',
    price: webCoursePrice,
    priceLabel: formatPrice(webCoursePrice),
    priceNote:
      'Pay in full or in three monthly instalments. Two funded places per cohort for people on low incomes.',
  },
  outcomes: {
    heading: 'What you will be able to do',
    items: [
      'Build responsive, accessible pages with semantic HTML and modern CSS',
      'Write clear, type-safe JavaScript with TypeScript',
      'Create interactive interfaces with React and manage their state',
      'Connect a front end to a REST API and handle loading and errors',
      'Test your code and deploy a site with a continuous integration pipeline',
      'Measure and improve page speed and search engine visibility',
    ],
  },
  prerequisites: {
    heading: 'Before you start',
    items: [
      'Confidence using a computer, installing software and managing files',
      'A laptop or desktop that can run a modern browser and code editor',
      'No previous programming experience is needed, but trying a free introductory tutorial first will help',
      'Around eight hours a week for the full twelve weeks',
    ],
  },
  syllabus: {
    heading: 'Syllabus',
    modules: [
      {
        week: 1,
        title: 'How the web works',
        topics: ['Browsers, servers and HTTP', 'Setting up your editor and Git', 'Your first page'],
      },
      {
        week: 2,
        title: 'Semantic HTML and accessibility',
        topics: [
          'Document structure and landmarks',
          'Forms and labels',
          'Testing with a screen reader',
        ],
      },
      {
        week: 3,
        title: 'CSS layout',
        topics: ['The box model', 'Flexbox and Grid', 'Responsive design from 320 px up'],
      },
      {
        week: 4,
        title: 'Design systems in CSS',
        topics: [
          'Custom properties and design tokens',
          'Typography and spacing scales',
          'Light and dark themes',
        ],
      },
      {
        week: 5,
        title: 'JavaScript fundamentals',
        topics: ['Values, functions and modules', 'Arrays and objects', 'Working with the DOM'],
      },
      {
        week: 6,
        title: 'TypeScript',
        topics: ['Types and interfaces', 'Narrowing and unions', 'Typing data from an API'],
      },
      {
        week: 7,
        title: 'React basics',
        topics: ['Components and props', 'State and events', 'Lists and conditional rendering'],
      },
      {
        week: 8,
        title: 'Routing and application state',
        topics: ['Client-side routing', 'Shared state with a store', 'Forms and validation'],
      },
      {
        week: 9,
        title: 'Working with APIs',
        topics: ['Fetching data', 'Loading and error states', 'Authentication with tokens'],
      },
      {
        week: 10,
        title: 'Testing',
        topics: [
          'Unit and component tests',
          'End-to-end tests in a real browser',
          'Accessibility checks',
        ],
      },
      {
        week: 11,
        title: 'Performance and SEO',
        topics: [
          'Core Web Vitals',
          'Images and code splitting',
          'Titles, descriptions and sitemaps',
        ],
      },
      {
        week: 12,
        title: 'Deployment and final project',
        topics: ['Continuous integration', 'Hosting and domains', 'Presenting your project'],
      },
    ],
  },
  tutors: {
    heading: 'Your tutors',
    items: [
      {
        title: 'Ellie Hughes, Senior Software Engineer',
        text: 'Ellie leads development on our larger client platforms and started her own career on a course like this one.',
      },
      {
        title: 'Daniel Reyes, Chief Technology Officer',
        text: 'Daniel teaches the sessions on architecture, performance and deployment, and reviews the final projects.',
      },
    ],
  },
  faqs: {
    heading: 'Course questions',
    items: [
      {
        id: 'course-missed-session',
        question: 'What if I miss a live session?',
        answer:
          'Every session is recorded and available the same evening. Your tutor will also answer questions on the course forum.',
      },
      {
        id: 'course-certificate',
        question: 'Do I get a certificate?',
        answer:
          'Yes. When you complete the final project you receive a certificate of completion, which also appears on your profile.',
      },
      {
        id: 'course-job',
        question: 'Will the course get me a job?',
        answer:
          'We cannot promise that, and be wary of anyone who does. You will finish with a portfolio project and feedback from working developers, and strong students are invited to apply for our internships.',
      },
      {
        id: 'course-refund',
        question: 'Can I get a refund?',
        answer:
          'You can cancel for a full refund up to 14 days after enrolling, provided the course has not started. After that, we refund unused instalments if you need to stop.',
      },
    ],
  },
  cta: {
    heading: 'Join the next cohort',
    text: 'Places are limited to sixteen per group. Get in touch to reserve a place or ask a question about the course.',
    action: { label: 'Contact us', path: PATHS.contact },
  },
} as const satisfies CoursePage;
