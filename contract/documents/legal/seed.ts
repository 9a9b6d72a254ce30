// The Privacy Policy and the Terms of Service as a new installation publishes them
// (contract/documents/legal/schema.ts). A '{slot}' names one of the company's facts (COMPANY_FACTS, contract/content-fields.ts).

import type { LegalPagesContent } from './schema';

export const legalSeed: LegalPagesContent = {
  labels: {
    updated: 'Last updated',
    contents: 'On this page',
  },
  privacy: {
    seo: {
      title: 'Privacy Policy',
      description:
        'How {name} collects, uses and protects your personal data under UK GDPR: what we keep, why, for how long, the cookies we use and your rights.',
    },
    title: 'Privacy Policy',
    updated: '2026-11-01',
    intro:
      'This policy explains what personal data {legalName} collects through this website, why we collect it, how long we keep it and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          '{legalName} ("we", "us") is the controller of the personal data described in this policy. Our address is {address}.',
          'If you have any question about this policy or your data, email {supportEmail} and a named member of our team will reply.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Account details: when you sign up we store your email address and a password. We never store your password itself, only a one-way hash made with a modern, deliberately slow algorithm, so that nobody, including us, can read it.',
          'Profile details: if you choose to add them, your name, phone number and postal address, together with the number of courses and internships recorded against your account.',
          'Contact messages: when you use the contact form we store your full name, email address, subject and message, with the date it was sent.',
          'Technical data: our server records the IP address, time and address of each request in its logs. We use these only to keep the site secure and working, for example to limit repeated failed logins.',
          'We do not ask for special category data such as health information, and we do not knowingly collect data from children under 13.',
        ],
      },
      {
        heading: 'Why we use it and our lawful basis',
        paragraphs: [
          'To create and run your account, log you in and show your profile. Our lawful basis is the performance of a contract with you.',
          'To reply to contact messages and prepare quotes. Our lawful basis is our legitimate interest in responding to enquiries, or taking steps at your request before entering into a contract.',
          'To protect the website and our users from abuse and attacks. Our lawful basis is our legitimate interest in keeping our systems secure.',
          'We do not use your data for automated decision-making or profiling, we do not sell it, and we will not send you marketing emails unless you have asked to receive them.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'We do not use advertising, analytics or other tracking cookies, and we do not embed third-party trackers.',
          'When you log in, your browser keeps a session token in local storage so that you stay logged in. It is removed when you log out or when it expires.',
          'We also set one cookie, XSRF-TOKEN, which protects forms on this site against cross-site request forgery. It contains no personal data.',
          "If you use the shop, the contents of your cart are kept in your browser's local storage so they survive a page reload. They are not sent to us until you ask us to act on them.",
          'The map on our contact page is provided by OpenStreetMap. When it loads, your browser connects to their servers, which receive your IP address under their own privacy policy.',
          'Because these items are strictly necessary for the features you use, they do not require consent. You can clear them at any time in your browser settings.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Our website and database are hosted by a hosting provider acting as our processor under a written contract. Data is stored in the United Kingdom or the European Economic Area.',
          'We may disclose data if the law requires it, for example in response to a valid request from the police or a court. We will not share it with anyone else without telling you first.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account and profile details: for as long as your account is open. We delete accounts within 30 days of a request, and delete accounts that have not been used for three years after writing to let you know.',
          'Contact messages: for up to 24 months after our last exchange with you, unless they lead to a contract, in which case we keep them for the life of the contract plus six years for legal and accounting purposes.',
          'Server logs: for 30 days.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to ask for a copy of your data, to have it corrected or erased, to restrict or object to our use of it, and to receive it in a portable format. You can update most profile details yourself on your profile page.',
          'To use any of these rights, email {supportEmail}. We will respond within one month and will not charge a fee in most cases. We may ask you to confirm your identity first.',
          "If you are unhappy with how we have handled your data, please tell us so we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority for data protection, at ico.org.uk.",
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'All traffic to this site is encrypted with HTTPS. Passwords are hashed, access to our systems is limited to the staff who need it and protected with multi-factor authentication, and we apply security updates promptly.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We will update this page when our practices change and show the date of the latest version at the top. If a change affects how we use data you have already given us, we will email you before it takes effect.',
        ],
      },
    ],
  },
  terms: {
    seo: {
      title: 'Terms of Service',
      description:
        'The terms that apply when you use the {name} website, including your account, acceptable use, intellectual property, the shop, courses and liability.',
    },
    title: 'Terms of Service',
    updated: '2026-11-01',
    intro:
      'These terms apply to your use of the {name} website, including accounts, the shop and course pages. Please read them carefully. By using the site you agree to them.',
    sections: [
      {
        heading: 'About us',
        paragraphs: [
          'This website is operated by {legalName}, a company registered in England and Wales with its office at {address}. You can contact us at {supportEmail} or on {phone}.',
        ],
      },
      {
        heading: 'Using the website',
        paragraphs: [
          'You may use this website for your own information and to do business with us. We aim to keep it available at all times but cannot guarantee that it will be free from interruptions or errors, and we may change or withdraw parts of it without notice.',
          'Information on the site, including prices and service descriptions, is a general guide. It does not form an offer until we confirm a quote or order in writing.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You must give a valid email address when you sign up and keep your password secure. You are responsible for activity on your account unless it results from our failure to protect it.',
          'You may close your account at any time. We may suspend or close an account that is used to break these terms, after telling you why unless the law prevents us.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          "You must not use the site to break the law, to send unsolicited messages, to upload malicious code, or to try to gain unauthorised access to our systems or to other people's accounts. You must not overload the site with automated requests or copy its content in bulk.",
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The content, design, logos and code of this website belong to {legalName} or our licensors. You may view, print and share pages for personal or internal business use, but you may not reproduce them commercially without our written permission.',
          'Templates and other digital products bought from our shop come with the licence described on each product page. Ownership of software we build for clients is set out in each client contract.',
        ],
      },
      {
        heading: 'Shop and courses',
        paragraphs: [
          'Prices in the shop and on course pages are shown in US dollars and exclude VAT where it applies. An order or enrolment is only accepted when we confirm it by email.',
          'If you are a consumer you have a 14-day right to cancel most purchases. For digital content you may lose that right once the download or access begins, but only if you have agreed to this at the time of purchase. Nothing in these terms affects your statutory rights.',
        ],
      },
      {
        heading: 'Client projects',
        paragraphs: [
          'Software, website and consulting projects are governed by a separate written agreement, which sets out scope, price, payment terms, ownership and support. If that agreement conflicts with these terms, the agreement applies.',
        ],
      },
      {
        heading: 'Links to other websites',
        paragraphs: [
          'Where the site links to other websites, such as our social media pages or the map provider, those links are for your convenience. We are not responsible for the content or privacy practices of those sites.',
        ],
      },
      {
        heading: 'Our liability',
        paragraphs: [
          'We do not exclude or limit our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence, or for fraud.',
          'If you use the site as a business, we are not liable for loss of profit, business or data arising from its use, and our total liability to you in connection with the website is limited to the amount you have paid us through it in the previous 12 months.',
        ],
      },
      {
        heading: 'Changes and governing law',
        paragraphs: [
          'We may update these terms from time to time, and the date at the top shows when they last changed. Continuing to use the site after a change means you accept the new terms.',
          'These terms are governed by the law of England and Wales. If you live elsewhere in the UK, you may also bring proceedings in the courts of your home nation.',
        ],
      },
    ],
  },
};
