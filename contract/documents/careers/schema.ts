// The careers area (docs/product.md §8, §10.13): the words around the job and internship lists
// (the postings themselves are a collection staff edit), how to apply, and the words of a
// posting's page and of its facts. The company's name, city and phone come from the company's
// document, by placeholder; so does a posting's title where a text names it.

import type { Static } from 'typebox';
import {
  COMPANY_FACTS,
  Group,
  ListOf,
  RouteField,
  SeoFields,
  TextField,
  TextWith,
} from '../../content-fields';
import { Email } from '../../fields';

const Seo = (path: string) => Group(SeoFields.properties, { title: `Search engines: ${path}` });

const Text = (maxLength: number, title: string) =>
  TextWith(maxLength, COMPANY_FACTS, { title, long: maxLength > 120 });

const PerType = (maxLength: number, title: string) =>
  Group(
    {
      job: TextField(maxLength, { title: 'Jobs' }),
      internship: TextField(maxLength, { title: 'Internships' }),
    },
    { title },
  );

const List = (title: string) =>
  Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: Text(400, 'Introduction'),
      loading: TextField(80, { title: 'While the list loads' }),
      empty: Text(300, 'When there is none'),
      error: Text(300, 'When the list cannot be loaded'),
      apply: TextField(40, { title: 'Apply link of each posting' }),
    },
    { title },
  );

export const CareersPageContent = Group({
  seo: Seo('/careers'),
  jobsSeo: Seo('/careers/jobs'),
  internshipsSeo: Seo('/careers/internships'),
  navLabel: TextField(40, { title: 'Name of the sub-navigation, for screen readers' }),
  nav: ListOf(
    Group({ label: TextField(60, { title: 'Label' }), path: RouteField({ title: 'Leads to' }) }),
    { title: 'Sub-navigation', minItems: 1, maxItems: 4, itemTitle: 'label' },
  ),
  eyebrow: Text(60, 'Above the heading'),
  heading: Text(80, 'Heading'),
  paragraphs: ListOf(Text(600, 'Paragraph'), { title: 'Introduction', minItems: 1, maxItems: 4 }),
  jobs: List('Open positions (/careers, /careers/jobs)'),
  internships: List('Internships (/careers/internships)'),
  retry: TextField(40, { title: 'Button to load a list again' }),
  applyContext: TextWith(80, ['title'], {
    title: 'What an Apply link is about, for screen readers',
    description: 'Read after the link: {title} is the posting.',
  }),
  details: TextField(40, { title: 'Link to a posting’s page' }),
  detailsContext: TextWith(80, ['title'], {
    title: 'What that link is about, for screen readers',
    description: 'Read after the link: {title} is the posting.',
  }),
  benefits: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      items: ListOf(Group({ title: TextField(80, { title: 'Title' }), text: Text(300, 'Text') }), {
        title: 'Benefits',
        maxItems: 12,
        itemTitle: 'title',
      }),
    },
    { title: 'What we offer' },
  ),
  howToApply: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      email: { ...Email, title: 'Applications go to', editor: 'text' },
      steps: ListOf(
        TextWith(400, [...COMPANY_FACTS, 'email'], {
          title: 'Step',
          long: true,
          description: 'Write {email} for the address applications go to.',
        }),
        { title: 'Steps', minItems: 1, maxItems: 8 },
      ),
      emailButton: TextField(40, { title: 'Email button' }),
      note: Text(400, 'Note'),
      subject: TextWith(120, ['title'], {
        title: 'Subject of an application email',
        description: '{title} is the posting.',
      }),
    },
    { title: 'How to apply' },
  ),
  posting: Group(
    {
      eyebrow: PerType(40, 'Above the title'),
      factsLabel: TextField(60, { title: 'Name of the facts, for screen readers' }),
      posted: TextField(40, { title: '"Posted"' }),
      closes: TextField(40, { title: '"Applications close"' }),
      openUntilFilled: TextField(40, { title: 'When there is no closing date' }),
      employmentType: TextField(40, { title: '"Employment type"' }),
      place: TextField(40, { title: '"Where"' }),
      remoteFrom: TextWith(100, ['country'], {
        title: 'Where, for a remote posting',
        description: '{country} is where applicants must live.',
      }),
      salary: TextField(40, { title: '"Salary"' }),
      salaryRange: TextWith(60, ['min', 'max', 'unit'], { title: 'A salary range' }),
      salaryFrom: TextWith(60, ['min', 'unit'], { title: 'A salary with no highest amount' }),
      descriptionHeading: TextField(60, { title: 'Description heading' }),
      applyHeading: TextField(60, { title: 'How to apply heading' }),
      applyText: Text(300, 'How to apply'),
      applyEmail: TextField(60, { title: 'Email button' }),
      contactLink: TextField(60, { title: 'Link to the contact page' }),
      closedHeading: TextField(60, { title: 'Closed: heading' }),
      closedText: Text(300, 'Closed: text'),
      currentOpenings: PerType(60, 'Link to the current list'),
      backToList: PerType(60, 'Link back to the list'),
      loading: TextField(80, { title: 'While the posting loads' }),
      notFoundHeading: TextField(60, { title: 'Unknown posting: heading' }),
      notFoundText: Text(300, 'Unknown posting: text'),
      error: Text(300, 'When the posting cannot be loaded'),
    },
    { title: "A posting's page" },
  ),
  employmentTypes: Group(
    {
      FULL_TIME: TextField(40, { title: 'Full time' }),
      PART_TIME: TextField(40, { title: 'Part time' }),
      CONTRACTOR: TextField(40, { title: 'Contract' }),
      TEMPORARY: TextField(40, { title: 'Temporary' }),
      INTERN: TextField(40, { title: 'Internship' }),
      VOLUNTEER: TextField(40, { title: 'Volunteer' }),
      PER_DIEM: TextField(40, { title: 'Paid by the day' }),
      OTHER: TextField(40, { title: 'Other' }),
    },
    { title: 'Employment types' },
  ),
  workplaces: Group(
    {
      onsite: Text(80, 'At the office'),
      hybrid: Text(80, 'Hybrid'),
      remote: Text(80, 'Remote'),
    },
    { title: 'Where postings are' },
  ),
  salaryUnits: Group(
    {
      HOUR: TextField(30, { title: 'Per hour' }),
      DAY: TextField(30, { title: 'Per day' }),
      WEEK: TextField(30, { title: 'Per week' }),
      MONTH: TextField(30, { title: 'Per month' }),
      YEAR: TextField(30, { title: 'Per year' }),
    },
    { title: 'What a salary is paid per' },
  ),
});
export type CareersPageContent = Static<typeof CareersPageContent>;
