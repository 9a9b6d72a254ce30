// A job or internship's body for the back office's API and the store: the posting facts a test
// does not care about, filled in (contract/api/staff.ts, PostInput).

export const POSTING_FACTS = {
  datePosted: '2026-11-02',
  validThrough: null,
  employmentType: 'FULL_TIME',
  workplace: 'onsite',
  applicantCountry: null,
  salaryMinCents: null,
  salaryMaxCents: null,
  salaryCurrency: 'GBP',
  salaryUnit: 'YEAR',
  closed: false,
} as const;

/** A post's input: `fields` over the default facts. */
export const postInput = <F extends object>(fields: F) => ({ ...POSTING_FACTS, ...fields });

/** A job's body with `fields` changed (one given as undefined is left out, as JSON drops it). */
export const jobBody = (fields: Record<string, unknown>): unknown =>
  JSON.parse(
    JSON.stringify(postInput({ type: 'job', title: 'x', body: 'y', published: true, ...fields })),
  );
