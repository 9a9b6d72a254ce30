// The courses area as a new installation publishes it (contract/documents/courses/schema.ts).

import type { CoursesPageContent } from './schema';

const icon = (name: string, alt: string) => ({
  url: `/images/${name}.svg`,
  alt,
  width: 64,
  height: 64,
});

export const coursesSeed: CoursesPageContent = {
  seo: {
    title: 'Courses | Kestrel Software',
    description:
      'Practical, project-based courses from Kestrel Software in web development, mobile apps and data structures, taught by working engineers in small groups.',
  },
  eyebrow: 'Learn with us',
  heading: 'Courses',
  intro:
    'Practical, project-based courses taught by the engineers who build our client work. Small groups, real code reviews and a certificate when you finish.',
  availableLabel: 'Enrolling now',
  unavailableLabel: 'Not available',
  linkLabel: 'View course',
  courses: [
    {
      title: 'Web Development',
      summary:
        'Build and deploy modern, accessible websites and web applications with HTML, CSS, TypeScript and React.',
      path: '/courses/webdevelopment',
      available: true,
      duration: '12 weeks',
      level: 'Beginner to intermediate',
      icon: icon('webdev', 'A browser window showing a page layout'),
      seo: {
        title: 'Web Development Course | Kestrel Software',
        description:
          'A 12-week, part-time web development course: HTML, CSS, TypeScript, React, testing and deployment, with live sessions, code review and a portfolio project.',
      },
    },
    {
      title: 'Mobile App Development',
      summary:
        'Design and build cross-platform apps for iPhone and Android, from the first screen to the app stores.',
      path: '/courses/mobile-app-development',
      available: false,
      duration: '10 weeks',
      level: 'Intermediate',
      icon: icon('mobileapp', 'A mobile phone showing app icons'),
      seo: {
        title: 'Mobile App Development Course | Kestrel Software',
        description:
          'Our mobile app development course for iPhone and Android is not running at the moment. Contact Kestrel Software to hear as soon as enrolment opens again.',
      },
    },
    {
      title: 'Data Structures & Algorithms',
      summary:
        'The fundamentals behind efficient code and technical interviews, taught through clear explanations and practice.',
      path: '/courses/dsa',
      available: false,
      duration: '8 weeks',
      level: 'Intermediate',
      icon: icon('softwaredev', 'A computer screen with a command prompt'),
      seo: {
        title: 'Data Structures & Algorithms Course | Kestrel Software',
        description:
          'Our data structures and algorithms course is not currently running. Contact Kestrel Software to be told when the next group opens, or browse our other courses.',
      },
    },
  ],
  cta: {
    heading: 'Not sure where to start?',
    text: 'Tell us about your experience and goals, and one of our tutors will suggest the right course.',
    action: { label: 'Ask a tutor', path: '/contact', context: '' },
  },
  factLabels: {
    duration: 'Duration',
    format: 'Format',
    level: 'Level',
    startDates: 'Starts in',
    price: 'Price',
  },
  notRunning: {
    heading: 'Not available',
    text: 'This course is not running at the moment. Leave us your details through the contact form and we will tell you when enrolment opens.',
    allCourses: { label: 'See all courses', path: '/courses', context: '' },
    contact: { label: 'Contact us', path: '/contact', context: '' },
    suggestion: {
      heading: 'Available now: Web Development',
      text: 'Our twelve-week web development course is enrolling now, and a great first step for most people.',
      action: {
        label: 'View the Web Development course',
        path: '/courses/webdevelopment',
        context: '',
      },
    },
  },
  webDevelopment: {
    eyebrow: 'Course',
    title: 'Web Development',
    summary:
      'A twelve-week, part-time course that takes you from the building blocks of the web to a deployed, tested web application of your own. You learn the way our developers work: small steps, code review and real projects.',
    facts: {
      duration: '{duration:webdevelopment}, about 8 hours a week',
      format:
        'Two live evening sessions online each week, plus guided project work and weekly code review',
      level: 'Beginner to intermediate',
      startDates: 'February, May and September',
      price: 1200,
      priceNote:
        'Pay in full or in three monthly instalments. Two funded places per cohort for people on low incomes.',
    },
    enrolAction: { label: 'Reserve a place', path: '/contact', context: '' },
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
      intro: 'Twelve weekly modules, each with two live sessions and a small project.',
      weekLabel: 'Week',
      modules: [
        {
          title: 'How the web works',
          topics: [
            'Browsers, servers and HTTP',
            'Setting up your editor and Git',
            'Your first page',
          ],
        },
        {
          title: 'Semantic HTML and accessibility',
          topics: [
            'Document structure and landmarks',
            'Forms and labels',
            'Testing with a screen reader',
          ],
        },
        {
          title: 'CSS layout',
          topics: ['The box model', 'Flexbox and Grid', 'Responsive design from 320 px up'],
        },
        {
          title: 'Design systems in CSS',
          topics: [
            'Custom properties and design tokens',
            'Typography and spacing scales',
            'Light and dark themes',
          ],
        },
        {
          title: 'JavaScript fundamentals',
          topics: ['Values, functions and modules', 'Arrays and objects', 'Working with the DOM'],
        },
        {
          title: 'TypeScript',
          topics: ['Types and interfaces', 'Narrowing and unions', 'Typing data from an API'],
        },
        {
          title: 'React basics',
          topics: ['Components and props', 'State and events', 'Lists and conditional rendering'],
        },
        {
          title: 'Routing and application state',
          topics: ['Client-side routing', 'Shared state with a store', 'Forms and validation'],
        },
        {
          title: 'Working with APIs',
          topics: ['Fetching data', 'Loading and error states', 'Authentication with tokens'],
        },
        {
          title: 'Testing',
          topics: [
            'Unit and component tests',
            'End-to-end tests in a real browser',
            'Accessibility checks',
          ],
        },
        {
          title: 'Performance and SEO',
          topics: [
            'Core Web Vitals',
            'Images and code splitting',
            'Titles, descriptions and sitemaps',
          ],
        },
        {
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
      action: { label: 'Contact us', path: '/contact', context: '' },
    },
  },
};
