// The company's facts that only some pages show: its mission and its leaders. The facts every
// page shows (name, address, contact details) are in company.ts, the office's map in contact.ts.
// Placeholder values: fictional.

/** The company's purpose, in its own words (home and about pages). */
export const mission =
  'To give growing businesses software that is fast, dependable and easy to change, built with the same care a large organisation would expect, at a scale that suits them.';

/** The people who lead the company (home, about and course pages). */
export const leadership = {
  founder: { name: 'Amara Okafor', role: 'Founder and CEO' },
  cto: { name: 'Daniel Reyes', role: 'Chief Technology Officer' },
} as const;
