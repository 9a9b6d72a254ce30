// The /courses catalogue and the full web development course page.

import { PATHS, type SitePath } from '../config/paths';
import type { CallToAction, FaqItem, Illustration, TitledText } from './types';

import webDevIcon from '../assets/webdev.svg';
import mobileAppIcon from '../assets/mobileapp.svg';
import softwareDevIcon from '../assets/softwaredev.svg';

export interface CourseSummary {
  readonly id: 'web-development' | 'mobile-app-development' | 'dsa';
  readonly title: string;
  readonly summary: string;
  readonly path: SitePath;
  /** False: the course page says 'Not available'. */
  readonly available: boolean;
  readonly duration: string;
  readonly level: string;
  readonly icon: Illustration;
  readonly linkLabel: string;
}

interface SyllabusModule {
  readonly week: number;
  readonly title: string;
  readonly topics: readonly string[];
}

export interface CoursePage {
  readonly title: string;
  readonly summary: string;
  readonly facts: {
    readonly duration: string;
    readonly format: string;
    readonly level: string;
    readonly startDates: string;
    /** Price in whole US dollars; `priceLabel` is the formatted figure. */
    readonly price: number;
    readonly priceLabel: string;
    readonly priceNote: string;
  };
  readonly outcomes: { readonly heading: string; readonly items: readonly string[] };
  readonly prerequisites: { readonly heading: string; readonly items: readonly string[] };
  readonly syllabus: { readonly heading: string; readonly modules: readonly SyllabusModule[] };
  readonly tutors: { readonly heading: string; readonly items: readonly TitledText[] };
  readonly faqs: { readonly heading: string; readonly items: readonly FaqItem[] };
  readonly cta: CallToAction;
}

export const coursesPage = {
  heading: 'Courses',
  intro:
    'Practical, project-based courses taught by the engineers who build our client work. Small groups, real code reviews and a certificate when you finish.',
  courses: [
    {
      id: 'web-development',
      title: 'Web Development',
      summary:
        'Build and deploy modern, accessible websites and web applications with HTML, CSS, TypeScript and React.',
      path: PATHS.courseWebDevelopment,
      available: true,
      duration: '12 weeks',
      level: 'Beginner to intermediate',
      icon: {
        url: webDevIcon,
        alt: 'A browser window showing a page layout',
        width: 64,
        height: 64,
      },
      linkLabel: 'View course',
    },
    {
      id: 'mobile-app-development',
      title: 'Mobile App Development',
      summary:
        'Design and build cross-platform apps for iPhone and Android, from the first screen to the app stores.',
      path: PATHS.courseMobileApp,
      available: false,
      duration: '10 weeks',
      level: 'Intermediate',
      icon: { url: mobileAppIcon, alt: 'A mobile phone showing app icons', width: 64, height: 64 },
      linkLabel: 'View course',
    },
    {
      id: 'dsa',
      title: 'Data Structures & Algorithms',
      summary:
        'The fundamentals behind efficient code and technical interviews, taught through clear explanations and practice.',
      path: PATHS.courseDsa,
      available: false,
      duration: '8 weeks',
      level: 'Intermediate',
      icon: {
        url: softwareDevIcon,
        alt: 'A computer screen with a command prompt',
        width: 64,
        height: 64,
      },
      linkLabel: 'View course',
    },
  ],
  availableLabel: 'Enrolling now',
  unavailableLabel: 'Not available',
} as const satisfies {
  heading: string;
  intro: string;
  courses: readonly CourseSummary[];
  availableLabel: string;
  unavailableLabel: string;
};

/** Copy for the course pages that say 'Not available'. */
export const courseNotAvailable = {
  heading: 'Not available',
  text: 'This course is not running at the moment. Leave us your details through the contact form and we will tell you when enrolment opens.',
  actions: [
    { label: 'See all courses', path: PATHS.courses },
    { label: 'Contact us', path: PATHS.contact },
  ],
} as const satisfies {
  heading: string;
  text: string;
  actions: readonly { label: string; path: SitePath }[];
};

/** The courses area's own words: labels, the course page's actions and the suggestion. */
export const coursesCopy = {
  catalogueEyebrow: 'Learn with us',
  courseEyebrow: 'Course',
  factLabels: {
    duration: 'Duration',
    format: 'Format',
    level: 'Level',
    startDates: 'Starts in',
    price: 'Price',
  },
  enrolAction: { label: 'Reserve a place', path: PATHS.contact },
  syllabusIntro: 'Twelve weekly modules, each with two live sessions and a small project.',
  weekLabel: (week: number) => `Week ${week}`,
  catalogueCta: {
    heading: 'Not sure where to start?',
    text: 'Tell us about your experience and goals, and one of our tutors will suggest the right course.',
    action: { label: 'Ask a tutor', path: PATHS.contact },
  },
  suggestion: {
    heading: 'Available now: Web Development',
    text: 'Our twelve-week web development course is enrolling now, and a great first step for most people.',
    action: { label: 'View the Web Development course', path: PATHS.courseWebDevelopment },
  },
} as const satisfies {
  catalogueEyebrow: string;
  courseEyebrow: string;
  factLabels: Record<string, string>;
  enrolAction: { label: string; path: SitePath };
  syllabusIntro: string;
  weekLabel: (week: number) => string;
  catalogueCta: CallToAction;
  suggestion: CallToAction;
};
