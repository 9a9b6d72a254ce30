// The privacy policy's section on measurement as a new installation publishes it
// (contract/documents/measurement/schema.ts). A '{slot}' names one of the company's facts.

import type { MeasurementContent } from './schema';

export const measurementSeed: MeasurementContent = {
  heading: 'How we measure visits',
  paragraphs: [
    'We count visits to this site ourselves, on our own server, to learn which pages are read, which sites and campaigns bring visitors, which pages lead to messages and quote requests, and how fast pages load for real visitors. No other company receives these measurements.',
    'What is recorded for each page you view: its address (without any query, except the campaign labels utm_source, utm_medium and utm_campaign of a link you followed), the name of the website that linked to it, if any, and whether your screen is phone, tablet or desktop sized. For the first page of a visit, your browser also reports how quickly it loaded and responded (the Core Web Vitals), with a short description of the page element concerned.',
    'What is not: we set no cookies and store nothing in your browser for this, and we never store your IP address. To count visitors without knowing who they are, the server combines your address and browser name with a random value that changes every day and keeps only a one-way hash of them; the random value is deleted when its day ends, so visits on different days cannot be linked, and nobody, us included, can work back to your address.',
    'If your browser sends Do Not Track or Global Privacy Control, nothing is measured or stored. The back office used by our staff is not measured.',
    'The individual page views are deleted after 30 days; only daily totals per page, referring site and campaign are kept. Questions about this: {supportEmail}.',
  ],
};
