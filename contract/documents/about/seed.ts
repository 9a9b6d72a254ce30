// The about area as a new installation publishes it (contract/documents/about/schema.ts).

import type { AboutPageContent } from './schema';

const cta = (heading: string, text: string, label: string, path: string) => ({
  heading,
  text,
  action: { label, path, context: '' },
});

export const aboutSeed: AboutPageContent = {
  seo: {
    title: 'About Us',
    description:
      'About {name}, an independent software company founded in {established} in {city}. Read about our values, our vision, our team and the work that we do.',
  },
  valuesSeo: {
    title: 'Our Values',
    description:
      'The six values that guide {name}: honesty, craft, plain language, long-term thinking, learning together and respect for people and their data.',
  },
  visionSeo: {
    title: 'Our Vision',
    description:
      'Our vision: fast, secure, accessible software for every small and medium-sized business, lasting partnerships, lower-carbon websites and new routes into tech.',
  },
  whoWeAreSeo: {
    title: 'Who We Are',
    description:
      'Meet the {name} team, led by founder and CEO Amara Okafor and CTO Daniel Reyes: engineers, designers and project managers based in {city}.',
  },
  whatWeDoSeo: {
    title: 'What We Do',
    description:
      'Our mission and areas of work: web development, custom software, IT consulting, brand and logo design, and practical courses for people starting out in tech.',
  },
  navLabel: 'About us',
  nav: [
    { label: 'Our Values', path: '/about/our-values' },
    { label: 'Our Vision', path: '/about/our-vision' },
    { label: 'Who We Are', path: '/about/who-we-are' },
    { label: 'What We Do', path: '/about/what-we-do' },
    { label: 'Services', path: '/services' },
  ],
  eyebrow: 'About {name}',
  values: {
    heading: 'Our Values',
    intro:
      'Six principles guide how we work with clients and with each other. We use them to make decisions, including the difficult ones.',
    items: [
      {
        title: 'Honesty first',
        text: 'We tell you what we think, including when a feature is not worth building or a deadline is not realistic. Estimates are our best judgement, never a sales tactic.',
      },
      {
        title: 'Craft and care',
        text: 'We take pride in work that is well built as well as good-looking: readable code, tested behaviour and interfaces that work for everyone.',
      },
      {
        title: 'Plain language',
        text: 'Technology should not be a mystery. We explain options and trade-offs in words that make sense to the people paying for them.',
      },
      {
        title: 'Long-term thinking',
        text: 'We build for the years after launch: choosing stable tools, documenting decisions and making sure you are never dependent on us alone.',
      },
      {
        title: 'Learning together',
        text: 'We share what we learn through code reviews, mentoring and our courses, and we welcome interns and people changing career.',
      },
      {
        title: 'Respect for people and data',
        text: 'We collect only the data a system needs, protect it properly and design with privacy and accessibility in mind from the first sketch.',
      },
    ],
    cta: cta(
      'Work with a team that lives by them',
      'Tell us about your project and we will arrange a free, no-obligation discovery call.',
      'Contact us',
      '/contact',
    ),
  },
  vision: {
    heading: 'Our Vision',
    lead: 'Software as good as the largest organisations enjoy, for every growing business that needs it.',
    paragraphs: [
      'We want every small and medium-sized business to have access to the kind of software that large organisations take for granted: fast, secure, accessible and built to last. Too often, smaller companies are offered a choice between cheap templates that soon hold them back and large agency projects that are priced for someone else.',
      '{name} exists to offer a third option. We keep our team small and senior, our processes light and our pricing clear, so that a local retailer, a growing clinic or a regional logistics firm can work with experienced engineers without a corporate budget.',
      'Over the next five years we intend to stay deliberately small, to deepen long-term partnerships with the businesses we already serve, and to help more people into the industry through our courses and internships.',
    ],
    image: {
      url: '/images/mission.svg',
      alt: 'A dotted path climbing to a flag on a mountain top',
      width: 400,
      height: 260,
    },
    goalsHeading: 'What we are working towards',
    goals: [
      {
        title: 'Fast and accessible by default',
        text: 'Every site we launch meets WCAG 2.2 AA and stays within an agreed performance budget on a mid-range phone.',
      },
      {
        title: 'Lasting partnerships',
        text: 'Most of our work should come from clients who stay with us and recommend us, not from one-off projects.',
      },
      {
        title: 'Lower-carbon software',
        text: 'Lighter pages, efficient hosting and fewer unnecessary services, because less waste is good for users and the planet.',
      },
      {
        title: 'Opening doors into tech',
        text: 'Paid internships and affordable courses for people from the Solent area who want to start a career in software.',
      },
    ],
  },
  whoWeAre: {
    heading: 'Who We Are',
    intro:
      '{name} is a team of engineers, designers and project managers based in {city}. We have worked in start-ups, agencies, banks and the public sector, and we bring that experience to businesses that need it without the overheads.',
    factsHeading: 'At a glance',
    facts: [
      { label: 'Founded', value: '{established}' },
      { label: 'Head office', value: '{city}, {region}' },
      { label: 'Team', value: '14 people' },
      { label: 'Projects delivered', value: 'Over 70' },
      { label: 'How we work', value: 'From our office and remotely' },
      { label: 'Registered in', value: 'England and Wales' },
    ],
    image: {
      url: '/images/story.svg',
      alt: 'Two colleagues working together at a desk in a small office',
      width: 480,
      height: 360,
    },
    teamHeading: 'Leadership and team',
    team: [
      {
        name: 'Amara Okafor',
        role: 'Founder and CEO',
        bio: "Amara spent ten years as a developer and engineering manager in retail and public-sector digital teams before founding {name} in {established}. She leads the company's strategy and still works directly with many of our clients.",
        photo: [],
      },
      {
        name: 'Daniel Reyes',
        role: 'Chief Technology Officer',
        bio: 'Daniel has designed and run web platforms serving millions of visitors a month. He sets our technical standards, reviews every architecture and mentors our developers.',
        photo: [],
      },
      {
        name: 'Sofia Lindqvist',
        role: 'Head of Design',
        bio: 'Sofia leads our user experience and visual design work. She previously designed services for a national charity and cares most about interfaces that work for everyone.',
        photo: [],
      },
      {
        name: 'Kwame Mensah',
        role: 'Delivery Manager',
        bio: 'Kwame plans our projects and keeps them on track. He makes sure clients always know what is happening, what comes next and what it will cost.',
        photo: [],
      },
      {
        name: 'Ellie Hughes',
        role: 'Senior Software Engineer',
        bio: 'Ellie joined as one of our first interns and now leads development on our larger client platforms. She also teaches on our web development course.',
        photo: [],
      },
    ],
    cta: cta(
      'Want to join us?',
      'We hire for curiosity, care and clear communication. See our open positions and paid internships.',
      'See careers',
      '/careers',
    ),
  },
  whatWeDo: {
    heading: 'What We Do',
    intro:
      'We work across the whole life of a digital product, from the first conversation about an idea to years of support after launch. Most clients start with one service and add others as they grow.',
    missionHeading: 'Our mission',
    mission:
      'To give growing businesses software that is fast, dependable and easy to change, built with the same care a large organisation would expect, at a scale that suits them.',
    areasHeading: 'Areas of work',
    areas: [
      {
        title: 'Web development',
        text: 'Company websites, online shops and web applications that are fast, accessible and easy to find.',
        path: '/services/webdevelopment',
      },
      {
        title: 'Custom software',
        text: 'Internal tools, customer portals and integrations built around the way your business works.',
        path: '/services/csd',
      },
      {
        title: 'IT consulting',
        text: 'Independent reviews, technology strategy and help choosing suppliers, written up in plain English.',
        path: '/services/itconsulting',
      },
      {
        title: 'Brand and logo design',
        text: 'Logos and simple brand guidelines that work on screen and in print.',
        path: '/services/logodesign',
      },
      {
        title: 'Training and courses',
        text: 'Practical courses and paid internships for people starting a career in software.',
        path: '/courses',
      },
    ],
    areaLink: 'Learn more',
    areaLinkContext: 'about {area}',
    cta: cta(
      'Have a project in mind?',
      'See how our plans compare, or get in touch for a free discovery call.',
      'View pricing',
      '/pricing',
    ),
  },
};
