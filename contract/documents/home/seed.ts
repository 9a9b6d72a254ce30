// The home page as a new installation publishes it (contract/documents/home/schema.ts).

import type { HomePageContent } from './schema';

export const homeSeed: HomePageContent = {
  seo: {
    title: 'Kestrel Software | Scalable, fast, SEO-ready websites',
    description:
      'Kestrel Software designs and builds fast, accessible, SEO-ready websites and custom software for growing UK businesses, from first idea to long-term support.',
  },
  hero: {
    headline: 'Scalable, fast, SEO-ready websites that grow with your business',
    subline:
      'We design, build and look after websites and software for small and medium-sized businesses: quick to load, easy to find on search engines and ready for more customers tomorrow than you have today.',
    image: {
      url: '/images/hero.svg',
      alt: 'Illustration of browser windows, a rising chart and a speed gauge',
      width: 560,
      height: 420,
    },
    primaryAction: {
      label: 'Get Started',
      path: '/pricing',
      context: '',
    },
    secondaryAction: {
      label: 'Learn More',
      path: '/services',
      context: 'about our services',
    },
  },
  welcome: {
    eyebrow: 'Get to know us',
    heading: 'Welcome to Kestrel Software',
    paragraph:
      'We are a small team of engineers and designers based on the south coast of England. We work closely with each client, explain our choices in plain language and build software that keeps working long after launch day.',
    cards: [
      {
        title: 'Welcome',
        content:
          'Whether you need a first website, a replacement for an ageing system or a second opinion on a project that has stalled, you will speak directly to the people doing the work.',
        image: {
          url: '/images/welcome.svg',
          alt: 'Two people greeting each other beside a speech bubble',
          width: 400,
          height: 260,
        },
        link: {
          label: 'Read More',
          path: '/about',
          context: 'about us',
        },
      },
      {
        title: 'Kestrel Software',
        content:
          'Founded in 2021 in Portsmouth, Kestrel Software builds websites, web applications and internal tools for businesses across the UK and beyond.',
        image: {
          url: '/images/company.svg',
          alt: 'A small office building with lit windows',
          width: 400,
          height: 260,
        },
        link: {
          label: 'Read More',
          path: '/about',
          context: 'about Kestrel Software',
        },
      },
      {
        title: 'Our Mission',
        content:
          'To give growing businesses software that is fast, dependable and easy to change, built with the same care a large organisation would expect, at a scale that suits them.',
        image: {
          url: '/images/mission.svg',
          alt: 'A dotted path climbing to a flag on a mountain top',
          width: 400,
          height: 260,
        },
        link: {
          label: 'Read More',
          path: '/about/what-we-do',
          context: 'about our mission',
        },
      },
    ],
  },
  story: {
    eyebrow: 'Since 2021',
    heading: 'Our Story',
    paragraphs: [
      'Amara Okafor founded Kestrel Software in 2021 after a decade building software for retailers and public-sector teams. She had seen too many small businesses pay for websites that were slow, hard to update and invisible to search engines, and wanted to offer something better.',
      'Daniel Reyes joined as Chief Technology Officer later that year, bringing years of experience running large web platforms. Together they set out the principles we still work by: measure before optimising, write code the next developer can read, and never leave a client unsure of what happens next.',
      'Today we are a team of fourteen, working from our Portsmouth office and remotely. Most of our work comes from recommendations, and many of our first clients are still with us.',
    ],
    facts: [
      {
        label: 'Founded',
        value: '2021',
      },
      {
        label: 'Founder and CEO',
        value: 'Amara Okafor',
      },
      {
        label: 'Chief Technology Officer',
        value: 'Daniel Reyes',
      },
    ],
    image: {
      url: '/images/story.svg',
      alt: 'Two colleagues working together at a desk in a small office',
      width: 480,
      height: 360,
    },
    action: {
      label: 'Read More',
      path: '/about',
      context: 'about our story',
    },
  },
  services: {
    heading: 'Our Services',
    intro:
      'From a first conversation to long-term support, we cover the whole life of your software.',
    cards: [
      {
        title: 'Custom Software Development',
        content:
          'Web applications, internal tools and integrations built around the way your business actually works, not the other way round.',
        image: {
          url: '/images/csd.svg',
          alt: 'Code brackets beside a gear',
          width: 64,
          height: 64,
        },
        link: {
          label: 'Read More',
          path: '/services/csd',
          context: 'about Custom Software Development',
        },
      },
      {
        title: 'IT Consulting',
        content:
          'Independent advice on architecture, hosting, security and suppliers, so you can make technology decisions with confidence.',
        image: {
          url: '/images/itconsulting.svg',
          alt: 'A speech bubble beside a light bulb',
          width: 64,
          height: 64,
        },
        link: {
          label: 'Read More',
          path: '/services/itconsulting',
          context: 'about IT Consulting',
        },
      },
      {
        title: 'Web Development',
        content:
          'Fast, accessible, search-friendly websites on modern frameworks, with content you can edit yourself.',
        image: {
          url: '/images/webdev.svg',
          alt: 'A browser window showing a page layout',
          width: 64,
          height: 64,
        },
        link: {
          label: 'Read More',
          path: '/services/webdevelopment',
          context: 'about Web Development',
        },
      },
      {
        title: 'Logo Design',
        content:
          'A distinctive mark and a small set of brand guidelines that work on screen, in print and at every size.',
        image: {
          url: '/images/logodesign.svg',
          alt: 'Simple shapes beside a pen',
          width: 64,
          height: 64,
        },
        link: {
          label: 'Read More',
          path: '/services/logodesign',
          context: 'about Logo Design',
        },
      },
    ],
  },
  whyChooseUs: {
    heading: 'Why Choose Us?',
    intro: 'What clients tell us they value most about working with us.',
    cards: [
      {
        title: 'Expertise',
        content:
          'Senior engineers with experience across retail, logistics, healthcare and the public sector work on every project.',
        icon: {
          url: '/images/why-expertise.svg',
          alt: 'A rosette with a star',
          width: 48,
          height: 48,
        },
      },
      {
        title: 'Innovation',
        content:
          'We adopt new tools when they solve a real problem for you, and explain the trade-offs before we do.',
        icon: {
          url: '/images/why-innovation.svg',
          alt: 'A light bulb',
          width: 48,
          height: 48,
        },
      },
      {
        title: 'Client-Centric Approach',
        content:
          'You get a named contact, a fortnightly demo and honest answers, including when the answer is "you don\'t need this".',
        icon: {
          url: '/images/why-client-centric.svg',
          alt: 'A person with a heart',
          width: 48,
          height: 48,
        },
      },
      {
        title: 'Reliability',
        content:
          'Automated tests, monitoring and documented hand-overs keep your systems running smoothly after launch.',
        icon: {
          url: '/images/why-reliability.svg',
          alt: 'A shield with a tick',
          width: 48,
          height: 48,
        },
      },
      {
        title: 'Product Development',
        content:
          'We help you shape an idea into a focused first release, then grow it with real feedback from users.',
        icon: {
          url: '/images/why-product-development.svg',
          alt: 'A box',
          width: 48,
          height: 48,
        },
      },
      {
        title: 'Project Management',
        content:
          'Clear plans, short iterations and a shared board, so you always know what is done, what is next and what it costs.',
        icon: {
          url: '/images/why-project-management.svg',
          alt: 'A timeline of tasks',
          width: 48,
          height: 48,
        },
      },
      {
        title: 'Custom Solutions',
        content:
          'Software shaped to your processes, integrated with the tools you already use rather than forcing you to change them.',
        icon: {
          url: '/images/why-custom-solutions.svg',
          alt: 'Three adjustable sliders',
          width: 48,
          height: 48,
        },
      },
      {
        title: 'On-Time Delivery',
        content:
          'We estimate carefully, flag risks early and agree changes in writing, so deadlines are met without surprises.',
        icon: {
          url: '/images/why-on-time-delivery.svg',
          alt: 'A stopwatch with a tick',
          width: 48,
          height: 48,
        },
      },
    ],
  },
};
