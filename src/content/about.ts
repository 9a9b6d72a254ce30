// The /about pages: sub-navigation, core values, vision, who we are and what we do.

import { PATHS } from '../config/paths';
import { company } from '../../contract/company';
import { leadership, mission } from './companyProfile';
import type { Illustration, NavItem, TextSection, TitledText } from './types';

import storyImage from '../assets/story.svg';
import missionImage from '../assets/mission.svg';
import portraitPlaceholder from '../assets/portrait-placeholder.svg';

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  /** Portrait URL, or null to show the placeholder portrait. */
  readonly photo: string | null;
}

export interface CompanyFact {
  readonly label: string;
  readonly value: string;
}

export interface AreaOfWork extends TitledText {
  readonly path: NavItem['path'];
}

/** The about section's sub-navigation; the last item leaves the section for /services. */
export const aboutNav = [
  { label: 'Our Values', path: PATHS.aboutValues },
  { label: 'Our Vision', path: PATHS.aboutVision },
  { label: 'Who We Are', path: PATHS.aboutWhoWeAre },
  { label: 'What We Do', path: PATHS.aboutWhatWeDo },
  { label: 'Services', path: PATHS.services },
] as const satisfies readonly NavItem[];

/** The company's mission statement, also used on the home page. */
export const aboutIntro = {
  heading: `About ${company.name}`,
  text: `An independent software company founded in ${company.established}, building websites and software for businesses that want technology to be the easy part.`,
} as const;

export const coreValues = {
  heading: 'Our Values',
  intro:
    'Six principles guide how we work with clients and with each other. We use them to make decisions, including the difficult ones.',
  values: [
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
} as const satisfies { heading: string; intro: string; values: readonly TitledText[] };

export const ourVision = {
  heading: 'Our Vision',
  image: {
    url: missionImage,
    alt: 'A dotted path climbing to a flag on a mountain top',
    width: 400,
    height: 260,
  },
  paragraphs: [
    'We want every small and medium-sized business to have access to the kind of software that large organisations take for granted: fast, secure, accessible and built to last. Too often, smaller companies are offered a choice between cheap templates that soon hold them back and large agency projects that are priced for someone else.',
    `${company.name} exists to offer a third option. We keep our team small and senior, our processes light and our pricing clear, so that a local retailer, a growing clinic or a regional logistics firm can work with experienced engineers without a corporate budget.`,
    'Over the next five years we intend to stay deliberately small, to deepen long-term partnerships with the businesses we already serve, and to help more people into the industry through our courses and internships.',
  ],
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
} as const satisfies TextSection & {
  image: Illustration;
  goalsHeading: string;
  goals: readonly TitledText[];
};

export const whoWeAre = {
  heading: 'Who We Are',
  intro: `${company.name} is a team of engineers, designers and project managers based in ${company.address.city}. We have worked in start-ups, agencies, banks and the public sector, and we bring that experience to businesses that need it without the overheads.`,
  image: {
    url: storyImage,
    alt: 'Two colleagues working together at a desk in a small office',
    width: 480,
    height: 360,
  },
  leadershipHeading: 'Leadership and team',
  placeholderPortrait: {
    url: portraitPlaceholder,
    alt: 'Portrait placeholder',
    width: 160,
    height: 160,
  },
  team: [
    {
      name: leadership.founder.name,
      role: leadership.founder.role,
      bio: `Amara spent ten years as a developer and engineering manager in retail and public-sector digital teams before founding ${company.name} in ${company.established}. She leads the company's strategy and still works directly with many of our clients.`,
      photo: null,
    },
    {
      name: leadership.cto.name,
      role: leadership.cto.role,
      bio: 'Daniel has designed and run web platforms serving millions of visitors a month. He sets our technical standards, reviews every architecture and mentors our developers.',
      photo: null,
    },
    {
      name: 'Sofia Lindqvist',
      role: 'Head of Design',
      bio: 'Sofia leads our user experience and visual design work. She previously designed services for a national charity and cares most about interfaces that work for everyone.',
      photo: null,
    },
    {
      name: 'Kwame Mensah',
      role: 'Delivery Manager',
      bio: 'Kwame plans our projects and keeps them on track. He makes sure clients always know what is happening, what comes next and what it will cost.',
      photo: null,
    },
    {
      name: 'Ellie Hughes',
      role: 'Senior Software Engineer',
      bio: 'Ellie joined as one of our first interns and now leads development on our larger client platforms. She also teaches on our web development course.',
      photo: null,
    },
  ],
  factsHeading: 'At a glance',
  facts: [
    { label: 'Founded', value: String(company.established) },
    { label: 'Head office', value: `${company.address.city}, ${company.address.region}` },
    { label: 'Team', value: '14 people' },
    { label: 'Projects delivered', value: 'Over 70' },
    { label: 'How we work', value: 'From our office and remotely' },
    { label: 'Registered in', value: 'England and Wales' },
  ],
} as const satisfies {
  heading: string;
  intro: string;
  image: Illustration;
  leadershipHeading: string;
  placeholderPortrait: Illustration;
  team: readonly TeamMember[];
  factsHeading: string;
  facts: readonly CompanyFact[];
};

export const whatWeDo = {
  heading: 'What We Do',
  missionHeading: 'Our mission',
  mission,
  intro:
    'We work across the whole life of a digital product, from the first conversation about an idea to years of support after launch. Most clients start with one service and add others as they grow.',
  areasHeading: 'Areas of work',
  areas: [
    {
      title: 'Web development',
      text: 'Company websites, online shops and web applications that are fast, accessible and easy to find.',
      path: PATHS.serviceWebDevelopment,
    },
    {
      title: 'Custom software',
      text: 'Internal tools, customer portals and integrations built around the way your business works.',
      path: PATHS.serviceCsd,
    },
    {
      title: 'IT consulting',
      text: 'Independent reviews, technology strategy and help choosing suppliers, written up in plain English.',
      path: PATHS.serviceItConsulting,
    },
    {
      title: 'Brand and logo design',
      text: 'Logos and simple brand guidelines that work on screen and in print.',
      path: PATHS.serviceLogoDesign,
    },
    {
      title: 'Training and courses',
      text: 'Practical courses and paid internships for people starting a career in software.',
      path: PATHS.courses,
    },
  ],
  cta: {
    heading: 'Have a project in mind?',
    text: 'See how our plans compare, or get in touch for a free discovery call.',
    action: { label: 'View pricing', path: PATHS.pricing },
  },
} as const satisfies {
  heading: string;
  missionHeading: string;
  mission: string;
  intro: string;
  areasHeading: string;
  areas: readonly AreaOfWork[];
  cta: { heading: string; text: string; action: NavItem };
};

/**
 * The about area's own words around its content: the sub-navigation's name, page leads, link
 * labels, the portraits' text and the closing bands.
 */
export const aboutCopy = {
  navLabel: 'About us',
  visionLead:
    'Software as good as the largest organisations enjoy, for every growing business that needs it.',
  areaLinkLabel: 'Learn more',
  /** Read after 'Learn more' by screen readers: 'Learn more about web development'. */
  areaLinkContext: (area: string) => ` about ${area.toLowerCase()}`,
  portraitAlt: (name: string) => `Portrait of ${name}`,
  valuesCta: {
    heading: 'Work with a team that lives by them',
    text: 'Tell us about your project and we will arrange a free, no-obligation discovery call.',
    action: { label: 'Contact us', path: PATHS.contact },
  },
  teamCta: {
    heading: 'Want to join us?',
    text: 'We hire for curiosity, care and clear communication. See our open positions and paid internships.',
    action: { label: 'See careers', path: PATHS.careers },
  },
} as const satisfies {
  navLabel: string;
  visionLead: string;
  areaLinkLabel: string;
  areaLinkContext: (area: string) => string;
  portraitAlt: (name: string) => string;
  valuesCta: { heading: string; text: string; action: NavItem };
  teamCta: { heading: string; text: string; action: NavItem };
};
