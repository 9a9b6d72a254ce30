// The emails to a job candidate (docs/product.md §10.17): their words are the `hiring` document's
// as published (staff edit them), with {name} (the candidate), {role} (the posting's title) and
// {company} (the company's name) filled in here. The acknowledgement goes to whatever address the
// form was given, so it repeats the name only shortened and without links (echoSubject), like
// the contact form's (docs/security.md).

import type { DocumentData } from '../../contract/documents';
import type { PublishedDocuments } from '../content/published';
import { echoSubject } from '../mail/content';

export type CandidateTemplate = keyof DocumentData<'hiring'>['emails'];

/** `text` with each {placeholder} of `values` replaced; unknown ones stay as they are. */
const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A template's subject and body for this candidate and posting. */
export function candidateText(
  published: Pick<PublishedDocuments, 'all' | 'company'>,
  template: CandidateTemplate,
  candidate: { name: string; role: string },
): { subject: string; body: string } {
  const hiring = published.all().hiring as DocumentData<'hiring'>;
  const values = {
    name: template === 'received' ? echoSubject(candidate.name) : candidate.name,
    role: candidate.role,
    company: published.company().name,
  };
  const words = hiring.emails[template];
  return { subject: fill(words.subject, values), body: fill(words.body, values) };
}
