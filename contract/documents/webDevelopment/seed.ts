// The web development page as a new installation publishes it (contract/documents/webDevelopment/schema.ts).

import type { WebDevelopmentPageContent } from './schema';

export const webDevelopmentSeed: WebDevelopmentPageContent = {
  seo: {
    title: 'Web Development | Kestrel Software',
    description:
      'Fast, accessible, search-friendly websites and web applications, from discovery and design to launch and support. See our process, technologies and results.',
  },
  eyebrow: 'Services',
  title: 'Web Development',
  intro: {
    heading: 'Websites that load quickly, rank well and are easy to run',
    paragraphs: [
      'A website is often the first conversation a customer has with your business. If it is slow, hard to use on a phone or missing from search results, that conversation never starts.',
      'We design and build websites that are fast by default, accessible to everyone and structured so that search engines understand them. Then we hand you the keys: a content editor your team can use without calling us, and documentation for whoever looks after the site next.',
    ],
    image: {
      url: '/images/hero.svg',
      alt: 'Illustration of browser windows, a rising chart and a speed gauge',
      width: 560,
      height: 420,
    },
    actions: [
      { label: 'See pricing', path: '/pricing', context: '' },
      { label: 'Start a project', path: '/contact', context: '' },
    ],
  },
  whatWeBuild: {
    eyebrow: 'From first site to full platform',
    heading: 'What we build',
    items: [
      {
        title: 'Company websites',
        text: 'Clear, well-structured sites that explain what you do and make it easy for visitors to get in touch.',
      },
      {
        title: 'Online shops',
        text: 'Product catalogues, checkout and payments, connected to your stock and accounting systems.',
      },
      {
        title: 'Landing pages and campaigns',
        text: 'Focused pages for a launch or an advert, built quickly and measured properly.',
      },
      {
        title: 'Customer portals',
        text: 'Secure areas where customers can log in to book, order, download documents or track progress.',
      },
      {
        title: 'Web applications',
        text: 'Interactive tools such as quote calculators, booking systems and dashboards that run in any browser.',
      },
      {
        title: 'Rebuilds and migrations',
        text: 'Moving an ageing site to a modern platform without losing content, search rankings or links.',
      },
    ],
  },
  process: {
    eyebrow: 'Step by step',
    heading: 'Our process',
    stepLabel: 'Step',
    durationLabel: 'Typical length:',
    steps: [
      {
        title: 'Discovery',
        text: 'We meet your team, review your current site and analytics, and agree the goals the new site must meet.',
        duration: '1–2 weeks',
      },
      {
        title: 'Content and structure',
        text: 'We map out every page, plan the navigation and work with you on the words, so that the design serves the content.',
        duration: '1–2 weeks',
      },
      {
        title: 'Design',
        text: 'You see designs for key pages on phone and desktop, and we refine them with you over two rounds of feedback.',
        duration: '2–3 weeks',
      },
      {
        title: 'Build',
        text: 'We develop the site in short iterations on a private preview address, so you can try each part as it is finished.',
        duration: '3–8 weeks',
      },
      {
        title: 'Testing and launch',
        text: 'We check speed, accessibility, forms and redirects on real devices, then launch at a quiet time with you on hand.',
        duration: '1 week',
      },
      {
        title: 'Support and improvement',
        text: 'We monitor the site, apply updates and report on how it is performing against the goals we set together.',
        duration: 'Ongoing',
      },
    ],
  },
  technologies: {
    eyebrow: 'Our toolkit',
    heading: 'Technologies we use',
    intro:
      'We choose well-supported, widely used tools, so that any competent developer can maintain your site in future.',
    groups: [
      {
        group: 'Front end',
        items: ['TypeScript', 'React', 'Next.js', 'Astro', 'CSS with design tokens'],
      },
      {
        group: 'Back end',
        items: ['Node.js', 'Python', 'PostgreSQL', 'SQLite', 'REST and GraphQL APIs'],
      },
      {
        group: 'Content management',
        items: ['WordPress', 'Strapi', 'Sanity', 'Markdown-based editing'],
      },
      { group: 'E-commerce', items: ['Shopify', 'WooCommerce', 'Stripe payments'] },
      {
        group: 'Hosting and operations',
        items: ['AWS', 'Cloudflare', 'Docker', 'GitHub Actions', 'Uptime and error monitoring'],
      },
      {
        group: 'Quality',
        items: ['Automated testing', 'Lighthouse performance budgets', 'axe accessibility checks'],
      },
    ],
  },
  outcomes: {
    eyebrow: 'Proven results',
    heading: 'Results for our clients',
    intro:
      'A few figures from recent projects, measured by the same method before and after launch.',
    items: [
      {
        metric: '0.9 s',
        label: 'Largest Contentful Paint on mobile, down from 4.2 s',
        context: 'Regional interiors retailer; median of real-user data over 28 days after launch',
      },
      {
        metric: '+64%',
        label: 'Organic search visits in six months',
        context:
          'Professional services firm; compared with the same six months of the previous year',
      },
      {
        metric: '2.1×',
        label: 'Enquiries through the contact form',
        context:
          'Dental practice group; first quarter after launch compared with the quarter before',
      },
      {
        metric: '99.98%',
        label: 'Uptime over twelve months',
        context: 'Logistics booking portal; measured by independent external monitoring',
      },
    ],
    note: 'Results depend on each business and its market; we share the figures for your own project in our regular reports.',
  },
  faqs: {
    eyebrow: 'Good to know',
    heading: 'Frequently asked questions',
    items: [
      {
        id: 'web-how-long',
        question: 'How long does a new website take?',
        answer:
          'A small company site usually takes six to eight weeks from our first meeting to launch. Larger sites with shops or customer accounts take three to six months. We give you a dated plan before work starts.',
      },
      {
        id: 'web-edit-content',
        question: 'Can we update the content ourselves?',
        answer:
          'Yes. Every site comes with a content editor and a short training session, so your team can change text, images and pages without writing code.',
      },
      {
        id: 'web-existing-site',
        question: 'Will we lose our search rankings if we replace our old site?',
        answer:
          'Not if the move is planned carefully. We map every old address to its new one, keep what already performs well and check search console data for several weeks after launch.',
      },
      {
        id: 'web-ownership',
        question: 'Who owns the website when it is finished?',
        answer:
          'You do. The design, source code, content and domain are yours, and the hosting account is in your name unless you ask us to manage it.',
      },
    ],
  },
  cta: {
    heading: 'Ready to talk about your website?',
    text: 'Tell us a little about your business and what you want your site to do. We will reply within one working day with next steps and a rough estimate.',
    action: { label: 'Contact us', path: '/contact', context: '' },
    secondaryAction: { label: 'Compare plans', path: '/pricing', context: '' },
  },
};
