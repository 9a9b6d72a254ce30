// server/content/: demo data the server seeds and the media it serves (site copy: src/content/).
// Open positions and internships at Kestrel Software (demo content), seeded into the database once
// (server/content/store/seed.ts); GET /api/posts?type=job|internship serves the published ones.

export interface Post {
  id: number;
  title: string;
  body: string;
}

export const jobs: readonly Post[] = [
  {
    id: 1,
    title: 'Senior Full-Stack Engineer (TypeScript)',
    body: 'Lead features end to end across React front ends and Node.js services for clients in logistics, health and retail. You will shape technical designs, review code with care and mentor two mid-level engineers. Hybrid from our Portsmouth office, two days a week.',
  },
  {
    id: 2,
    title: 'Front-End Developer (React)',
    body: 'Build fast, accessible interfaces from Figma designs and turn them into reusable components. You care about semantic HTML, keyboard navigation and Core Web Vitals as much as about pixels. At least two years of commercial React experience.',
  },
  {
    id: 3,
    title: 'Back-End Engineer (Node.js and PostgreSQL)',
    body: 'Design APIs, data models and background jobs for systems that businesses rely on every day. You will write migrations you can roll back, tests you trust and logs that make incidents short. Experience with SQL query tuning is a plus.',
  },
  {
    id: 4,
    title: 'Mobile Developer (React Native)',
    body: 'Ship and maintain iOS and Android apps from a shared TypeScript codebase. You will own release pipelines, crash monitoring and the occasional native module. Published apps in either store are a strong advantage.',
  },
  {
    id: 5,
    title: 'DevOps Engineer',
    body: 'Keep our client platforms secure, observable and cheap to run. Day to day that means infrastructure as code, CI/CD pipelines, container hosting and sensible alerting. You enjoy automating the boring parts and writing the runbook afterwards.',
  },
  {
    id: 6,
    title: 'QA Automation Engineer',
    body: 'Own the test strategy on two to three client projects, from unit tests to browser journeys. You will build reliable Playwright suites, spot risky changes early and help developers write better tests of their own.',
  },
  {
    id: 7,
    title: 'UI/UX Designer',
    body: 'Turn vague business problems into clear flows, wireframes and polished interfaces. You will run short research sessions with real users, maintain our design system and work side by side with developers through delivery.',
  },
  {
    id: 8,
    title: 'Technical Project Manager',
    body: 'Run fixed-scope and retainer projects for small and mid-sized businesses. You keep plans honest, risks visible and clients informed with weekly demos. A background in software delivery matters more to us than any certificate.',
  },
  {
    id: 9,
    title: 'IT Support Engineer (Second Line)',
    body: 'Look after the laptops, accounts, networks and backups of our managed-service clients. You will resolve escalated tickets, visit offices around the Solent area and document fixes so they stay fixed. Microsoft 365 administration experience required.',
  },
  {
    id: 10,
    title: 'Cloud Solutions Architect',
    body: 'Advise clients on moving ageing on-premises systems to the cloud without surprises on the bill. You will write architecture proposals, estimate costs and guide our engineers through the first migrations. Experience across at least two major cloud providers.',
  },
  {
    id: 11,
    title: 'Accessibility Specialist',
    body: 'Carry out WCAG 2.2 audits with screen readers, keyboard-only testing and automated tools, then explain findings in plain language. You will also coach our delivery teams so that new work starts accessible rather than being fixed later.',
  },
  {
    id: 12,
    title: 'Business Development Manager',
    body: 'Find and win projects with growing businesses across the south of England. You will qualify leads, write proposals with our engineers and look after long-term client relationships. Commission on top of a competitive base salary.',
  },
];

export const internships: readonly Post[] = [
  {
    id: 101,
    title: 'Software Engineering Intern (12 weeks, summer)',
    body: 'Join a delivery team and ship real features to production under the guidance of a senior engineer. You will pair daily, take part in code review and present your work at the end of the summer. Paid, with a flexible start date in June or July.',
  },
  {
    id: 102,
    title: 'Front-End Development Intern',
    body: 'Learn how a professional React codebase is organised, tested and deployed. You will build components for our template catalogue and fix accessibility issues with help from our specialist. Suitable for second- or final-year students.',
  },
  {
    id: 103,
    title: 'UX Research Intern',
    body: 'Help plan and run usability sessions with client customers, then turn notes into clear findings. You will work with our designers on personas, journey maps and prototype testing. Curiosity matters more than experience.',
  },
  {
    id: 104,
    title: 'IT Support Placement (Year in Industry)',
    body: 'Spend a year with our managed-services team setting up devices, managing user accounts and troubleshooting networks. You will earn Microsoft certifications along the way, paid for by us. Open to students on a sandwich degree.',
  },
  {
    id: 105,
    title: 'Digital Marketing and SEO Intern',
    body: 'Support our marketing lead with content, keyword research and technical SEO checks on client sites. You will learn to read analytics honestly and to write pages that people and search engines both understand.',
  },
];
