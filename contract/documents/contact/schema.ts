// The contact page (/contact): its words and the form's labels. The company's details and the
// office's map come from the company facts; the form's limits from contract/values/constants.ts and its
// messages (what the spec fixes) from the site's code.

import type { Static } from 'typebox';
import {
  COMPANY_FACTS,
  Group,
  LongTextField,
  SearchEntry,
  TextField,
  TextWith,
} from '../../content-fields';

export const ContactPageContent = Group({
  seo: SearchEntry(),
  eyebrow: TextField(40, { title: 'Above the heading' }),
  heading: TextField(80, { title: 'Heading' }),
  intro: LongTextField(400, { title: 'Introduction' }),
  form: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      note: TextField(120, { title: 'Note under the heading' }),
      fullName: TextField(40, { title: 'Full name label' }),
      email: TextField(40, { title: 'Email label' }),
      subject: TextField(40, { title: 'Subject label' }),
      message: TextField(40, { title: 'Message label' }),
      submit: TextField(40, { title: 'Send button' }),
    },
    { title: 'Form' },
  ),
  details: Group(
    {
      heading: TextField(60, { title: 'Heading' }),
      address: TextField(40, { title: 'Address label' }),
      email: TextField(40, { title: 'Email label' }),
      phone: TextField(40, { title: 'Phone label' }),
      hours: TextField(40, { title: 'Hours label' }),
    },
    { title: 'Contact details' },
  ),
  map: Group(
    {
      heading: TextField(60, { title: 'Heading' }),
      name: TextWith(160, COMPANY_FACTS, { title: 'What the map shows, for screen readers' }),
      link: TextField(60, { title: 'Link to the full map' }),
    },
    { title: 'Map', description: 'The map shows the office\'s location from "Company facts".' },
  ),
});
export type ContactPageContent = Static<typeof ContactPageContent>;
