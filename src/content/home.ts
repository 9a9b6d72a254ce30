// Home page content, in page order. Pure data: the page components decide the markup.

import { PATHS } from '../config/paths';
import { company } from '../../contract/company';
import { leadership, mission } from './companyProfile';
import type { ContentCard, Illustration, ImageSize, NavItem, TextSection } from './types';

import heroImage from '../assets/hero.svg';
import welcomeImage from '../assets/welcome.svg';
import companyImage from '../assets/company.svg';
import missionImage from '../assets/mission.svg';
import storyImage from '../assets/story.svg';
import csdIcon from '../assets/csd.svg';
import itConsultingIcon from '../assets/itconsulting.svg';
import webDevIcon from '../assets/webdev.svg';
import logoDesignIcon from '../assets/logodesign.svg';
import expertiseIcon from '../assets/why-expertise.svg';
import innovationIcon from '../assets/why-innovation.svg';
import clientCentricIcon from '../assets/why-client-centric.svg';
import reliabilityIcon from '../assets/why-reliability.svg';
import productDevelopmentIcon from '../assets/why-product-development.svg';
import projectManagementIcon from '../assets/why-project-management.svg';
import customSolutionsIcon from '../assets/why-custom-solutions.svg';
import onTimeDeliveryIcon from '../assets/why-on-time-delivery.svg';

export interface Hero {
  readonly headline: string;
  readonly subline: string;
  readonly image: Illustration;
  readonly primaryAction: NavItem;
  readonly secondaryAction: NavItem;
}

export interface Welcome {
  readonly heading: string;
  readonly paragraph: string;
}

/** A home-page section made of cards, each with a button labelled `linkLabel`. */
export interface CardSection {
  readonly heading: string;
  readonly intro: string;
  readonly linkLabel: string;
  /** Intrinsic size of every card image in the section. */
  readonly imageSize: ImageSize;
  readonly cards: readonly ContentCard[];
}

export interface CompanyStory extends TextSection {
  readonly founded: number;
  /** Above the heading: 'Since 2021'. */
  readonly eyebrow: string;
  /** The founding year's label among the facts. */
  readonly foundedLabel: string;
  readonly image: Illustration;
  readonly action: NavItem;
}

export const hero = {
  headline: 'Scalable, fast, SEO-ready websites that grow with your business',
  subline:
    'We design, build and look after websites and software for small and medium-sized businesses: quick to load, easy to find on search engines and ready for more customers tomorrow than you have today.',
  image: {
    url: heroImage,
    alt: 'Illustration of browser windows, a rising chart and a speed gauge',
    width: 560,
    height: 420,
  },
  primaryAction: { label: 'Get Started', path: PATHS.pricing },
  secondaryAction: { label: 'Learn More', context: 'about our services', path: PATHS.services },
} as const satisfies Hero;

export const welcome = {
  heading: `Welcome to ${company.name}`,
  paragraph:
    'We are a small team of engineers and designers based on the south coast of England. We work closely with each client, explain our choices in plain language and build software that keeps working long after launch day.',
} as const satisfies Welcome;

export const introCards = {
  heading: 'Get to know us',
  intro: 'Who we are, how we got here and what we are working towards.',
  linkLabel: 'Read More',
  imageSize: { width: 400, height: 260 },
  cards: [
    {
      url: welcomeImage,
      alt: 'Two people greeting each other beside a speech bubble',
      title: 'Welcome',
      linkContext: 'about us',
      content:
        'Whether you need a first website, a replacement for an ageing system or a second opinion on a project that has stalled, you will speak directly to the people doing the work.',
      path: PATHS.about,
    },
    {
      url: companyImage,
      alt: 'A small office building with lit windows',
      title: company.name,
      linkContext: `about ${company.name}`,
      content: `Founded in ${company.established} in ${company.address.city}, ${company.name} builds websites, web applications and internal tools for businesses across the UK and beyond.`,
      path: PATHS.about,
    },
    {
      url: missionImage,
      alt: 'A dotted path climbing to a flag on a mountain top',
      title: 'Our Mission',
      linkContext: 'about our mission',
      content: mission,
      path: PATHS.aboutWhatWeDo,
    },
  ],
} as const satisfies CardSection;

export const companyStory = {
  heading: 'Our Story',
  founded: company.established,
  eyebrow: `Since ${company.established}`,
  foundedLabel: 'Founded',
  paragraphs: [
    `${leadership.founder.name} founded ${company.name} in ${company.established} after a decade building software for retailers and public-sector teams. She had seen too many small businesses pay for websites that were slow, hard to update and invisible to search engines, and wanted to offer something better.`,
    `${leadership.cto.name} joined as ${leadership.cto.role} later that year, bringing years of experience running large web platforms. Together they set out the principles we still work by: measure before optimising, write code the next developer can read, and never leave a client unsure of what happens next.`,
    `Today we are a team of fourteen, working from our ${company.address.city} office and remotely. Most of our work comes from recommendations, and many of our first clients are still with us.`,
  ],
  image: {
    url: storyImage,
    alt: 'Two colleagues working together at a desk in a small office',
    width: 480,
    height: 360,
  },
  action: { label: 'Read More', context: 'about our story', path: PATHS.about },
} as const satisfies CompanyStory;

export const servicesSection = {
  heading: 'Our Services',
  intro:
    'From a first conversation to long-term support, we cover the whole life of your software.',
  linkLabel: 'Read More',
  imageSize: { width: 64, height: 64 },
  cards: [
    {
      url: csdIcon,
      alt: 'Code brackets beside a gear',
      title: 'Custom Software Development',
      content:
        'Web applications, internal tools and integrations built around the way your business actually works, not the other way round.',
      path: PATHS.serviceCsd,
      linkContext: 'about Custom Software Development',
    },
    {
      url: itConsultingIcon,
      alt: 'A speech bubble beside a light bulb',
      title: 'IT Consulting',
      content:
        'Independent advice on architecture, hosting, security and suppliers, so you can make technology decisions with confidence.',
      path: PATHS.serviceItConsulting,
      linkContext: 'about IT Consulting',
    },
    {
      url: webDevIcon,
      alt: 'A browser window showing a page layout',
      title: 'Web Development',
      content:
        'Fast, accessible, search-friendly websites on modern frameworks, with content you can edit yourself.',
      path: PATHS.serviceWebDevelopment,
      linkContext: 'about Web Development',
    },
    {
      url: logoDesignIcon,
      alt: 'Simple shapes beside a pen',
      title: 'Logo Design',
      content:
        'A distinctive mark and a small set of brand guidelines that work on screen, in print and at every size.',
      path: PATHS.serviceLogoDesign,
      linkContext: 'about Logo Design',
    },
  ],
} as const satisfies CardSection;

export const whyChooseUs = {
  heading: 'Why Choose Us?',
  intro: 'What clients tell us they value most about working with us.',
  linkLabel: 'Read More',
  imageSize: { width: 48, height: 48 },
  cards: [
    {
      url: expertiseIcon,
      alt: 'A rosette with a star',
      title: 'Expertise',
      content:
        'Senior engineers with experience across retail, logistics, healthcare and the public sector work on every project.',
      path: PATHS.aboutWhoWeAre,
    },
    {
      url: innovationIcon,
      alt: 'A light bulb',
      title: 'Innovation',
      content:
        'We adopt new tools when they solve a real problem for you, and explain the trade-offs before we do.',
      path: PATHS.aboutVision,
    },
    {
      url: clientCentricIcon,
      alt: 'A person with a heart',
      title: 'Client-Centric Approach',
      content:
        'You get a named contact, a fortnightly demo and honest answers, including when the answer is "you don\'t need this".',
      path: PATHS.aboutValues,
    },
    {
      url: reliabilityIcon,
      alt: 'A shield with a tick',
      title: 'Reliability',
      content:
        'Automated tests, monitoring and documented hand-overs keep your systems running smoothly after launch.',
      path: PATHS.aboutValues,
    },
    {
      url: productDevelopmentIcon,
      alt: 'A box',
      title: 'Product Development',
      content:
        'We help you shape an idea into a focused first release, then grow it with real feedback from users.',
      path: PATHS.aboutWhatWeDo,
    },
    {
      url: projectManagementIcon,
      alt: 'A timeline of tasks',
      title: 'Project Management',
      content:
        'Clear plans, short iterations and a shared board, so you always know what is done, what is next and what it costs.',
      path: PATHS.aboutWhatWeDo,
    },
    {
      url: customSolutionsIcon,
      alt: 'Three adjustable sliders',
      title: 'Custom Solutions',
      content:
        'Software shaped to your processes, integrated with the tools you already use rather than forcing you to change them.',
      path: PATHS.serviceCsd,
    },
    {
      url: onTimeDeliveryIcon,
      alt: 'A stopwatch with a tick',
      title: 'On-Time Delivery',
      content:
        'We estimate carefully, flag risks early and agree changes in writing, so deadlines are met without surprises.',
      path: PATHS.aboutWhatWeDo,
    },
  ],
} as const satisfies CardSection;
