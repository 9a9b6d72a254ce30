// The courses area's words (docs/product.md §2): the /courses catalogue, the page of a course that
// is not running ('Not available') and the web development course's page. One document, because
// each page shows parts of the others: the catalogue's structured data describes the open course
// with its page's summary and price, a course's page is named in search engines and breadcrumbs
// by its catalogue entry, and the facts' labels are shared.

import type { Static } from 'typebox';
import {
  FlagField,
  Group,
  ImageField,
  LinkField,
  ListOf,
  LongTextField,
  PriceField,
  QuestionsField,
  RouteField,
  SeoFields,
  TextField,
} from '../../content-fields';

const Checklist = (title: string) =>
  Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      items: ListOf(TextField(200, { title: 'Item' }), {
        title: 'Items',
        minItems: 1,
        maxItems: 12,
      }),
    },
    { title },
  );

const CallToAction = (title: string) =>
  Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      text: LongTextField(300, { title: 'Text' }),
      action: LinkField({ title: 'Button' }),
    },
    { title },
  );

const Course = Group({
  title: TextField(80, { title: 'Title' }),
  summary: LongTextField(300, { title: 'Summary' }),
  path: RouteField({ title: "The course's page" }),
  available: FlagField({ title: 'Enrolling now (else its page says "Not available")' }),
  duration: TextField(60, { title: 'Duration' }),
  level: TextField(60, { title: 'Level' }),
  icon: ImageField({ title: 'Icon' }),
  seo: Group(SeoFields.properties, { title: "Search engines: the course's page" }),
});

const WebDevelopmentCourse = Group(
  {
    eyebrow: TextField(40, { title: 'Above the heading' }),
    title: TextField(80, { title: 'Heading' }),
    summary: LongTextField(600, { title: 'Summary' }),
    facts: Group(
      {
        duration: TextField(80, { title: 'Duration' }),
        format: TextField(160, { title: 'Format' }),
        level: TextField(60, { title: 'Level' }),
        startDates: TextField(80, { title: 'Starts in' }),
        price: PriceField({ title: 'Price (US$)' }),
        priceNote: LongTextField(300, { title: 'Under the price' }),
      },
      { title: 'Facts' },
    ),
    enrolAction: LinkField({
      title: 'No longer shown (the Enrol button: the "Courses members take" document)',
    }),
    outcomes: Checklist('What you will be able to do'),
    prerequisites: Checklist('Before you start'),
    syllabus: Group(
      {
        heading: TextField(80, { title: 'Heading' }),
        intro: LongTextField(300, { title: 'Introduction' }),
        weekLabel: TextField(20, {
          title: 'Word before each week number',
          description: 'Shown as "Week 1".',
        }),
        modules: ListOf(
          Group({
            title: TextField(80, { title: 'Title' }),
            topics: ListOf(TextField(120, { title: 'Topic' }), {
              title: 'Topics',
              minItems: 1,
              maxItems: 8,
            }),
          }),
          {
            title: 'Modules (one a week, in this order)',
            minItems: 1,
            maxItems: 52,
            itemTitle: 'title',
          },
        ),
      },
      { title: 'Syllabus' },
    ),
    tutors: Group(
      {
        heading: TextField(80, { title: 'Heading' }),
        items: ListOf(
          Group({
            title: TextField(120, { title: 'Name and role' }),
            text: LongTextField(400, { title: 'About them' }),
          }),
          { title: 'Tutors', minItems: 1, maxItems: 8, itemTitle: 'title' },
        ),
      },
      { title: 'Tutors' },
    ),
    faqs: Group(
      {
        heading: TextField(80, { title: 'Heading' }),
        items: QuestionsField({ maxItems: 20 }),
      },
      { title: 'Course questions' },
    ),
    cta: CallToAction('Closing call to action'),
  },
  { title: 'Web Development course (/courses/webdevelopment)' },
);

export const CoursesPageContent = Group({
  seo: SeoFields,
  eyebrow: TextField(40, { title: 'Above the heading' }),
  heading: TextField(80, { title: 'Heading' }),
  intro: LongTextField(400, { title: 'Introduction' }),
  availableLabel: TextField(40, { title: 'Badge of a course enrolling now' }),
  unavailableLabel: TextField(40, { title: 'Badge of a course not running' }),
  linkLabel: TextField(40, { title: "Each course's link" }),
  courses: ListOf(Course, { title: 'Courses', minItems: 1, maxItems: 12, itemTitle: 'title' }),
  cta: CallToAction('Closing call to action'),
  factLabels: Group(
    {
      duration: TextField(40, { title: '"Duration"' }),
      format: TextField(40, { title: '"Format"' }),
      level: TextField(40, { title: '"Level"' }),
      startDates: TextField(40, { title: '"Starts in"' }),
      price: TextField(40, { title: '"Price"' }),
    },
    { title: "Labels of a course's facts" },
  ),
  notRunning: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      text: LongTextField(400, { title: 'Text' }),
      allCourses: LinkField({ title: 'Button' }),
      contact: LinkField({ title: 'Link beside the button' }),
      suggestion: CallToAction('Suggested course'),
    },
    { title: 'A course that is not running' },
  ),
  webDevelopment: WebDevelopmentCourse,
});
export type CoursesPageContent = Static<typeof CoursesPageContent>;
