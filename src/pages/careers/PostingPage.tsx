import { useParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { usePostingQuery } from '../../api/api';
import type { DocumentData, JobPosting, PostType } from '../../api/types';
import { Button } from '../../components/forms/Button';
import { FactList } from '../../components/content/FactList';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { PATHS } from '../../config/paths';
import { formatPolicyDate } from '../../lib/dates';
import { formatMoney } from '../../../contract/values/currency';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { ApplyForm } from './ApplyForm';
import { postingListPath } from './PostList';
import styles from './Posting.module.css';

// One job or internship posting (/careers/jobs/<slug>, /careers/internships/<slug>): its facts,
// its description and, while it is open, the apply form (ApplyForm.tsx: on the page itself, so
// that the candidate reads the role while writing to it; docs/product.md §10.17); a closed one says so and leads to the current openings. The
// server renders it with the posting (server/site/live-pages.ts) and answers 404 for an unknown slug.
// The words are the `careers` document's (contract/documents/careers/schema.ts), the form's the `hiring`
// document's (contract/documents/hiring/schema.ts).

type Careers = DocumentData<'careers'>;
type Fill = ReturnType<typeof useFill>;

/** The page's description for search engines: the posting's first words. */
const seoDescription = (body: string) =>
  body.length > 155 ? `${body.slice(0, 154).trimEnd()}…` : body;

/** '£45,000 – £55,000 a year', 'From £30,000 a year'. */
const salaryOf = (p: JobPosting, careers: Careers, fill: Fill): string | null => {
  if (p.salaryMinCents === null) return null;
  const values = {
    min: formatMoney(p.salaryMinCents, p.salaryCurrency),
    max: p.salaryMaxCents === null ? '' : formatMoney(p.salaryMaxCents, p.salaryCurrency),
    unit: careers.salaryUnits[p.salaryUnit as keyof Careers['salaryUnits']] ?? '',
  };
  const { salaryRange, salaryFrom } = careers.posting;
  return fill(p.salaryMaxCents === null ? salaryFrom : salaryRange, values);
};

function Facts({ posting, careers }: { posting: JobPosting; careers: Careers }) {
  const fill = useFill();
  const postingCopy = careers.posting;
  const salary = salaryOf(posting, careers, fill);
  const remote = posting.workplace === 'remote';
  // The company's facts as published: every page carries them (the layout shows them).
  const address = useDocument('company')?.address;
  return (
    <section aria-labelledby="posting-facts">
      <h2 id="posting-facts" className="visually-hidden">
        {postingCopy.factsLabel}
      </h2>
      <FactList>
        <div>
          <dt>{postingCopy.posted}</dt>
          <dd>{formatPolicyDate(posting.datePosted)}</dd>
        </div>
        <div>
          <dt>{postingCopy.closes}</dt>
          <dd>
            {posting.validThrough
              ? formatPolicyDate(posting.validThrough.slice(0, 10))
              : postingCopy.openUntilFilled}
          </dd>
        </div>
        <div>
          <dt>{postingCopy.employmentType}</dt>
          <dd>{careers.employmentTypes[posting.employmentType]}</dd>
        </div>
        <div>
          <dt>{postingCopy.place}</dt>
          <dd>
            {remote
              ? fill(postingCopy.remoteFrom, { country: posting.applicantCountry ?? '' })
              : fill(careers.workplaces[posting.workplace])}
            {!remote && address && (
              <span className={styles.address}>
                {`${address.street}, ${address.city} ${address.postcode}, ${address.country}`}
              </span>
            )}
          </dd>
        </div>
        {salary && (
          <div>
            <dt>{postingCopy.salary}</dt>
            <dd>{salary}</dd>
          </div>
        )}
      </FactList>
    </section>
  );
}

interface PostingProps {
  posting: JobPosting;
  type: PostType;
  careers: Careers;
}

function Posting({ posting, type, careers }: PostingProps) {
  const fill = useFill();
  const hiring = useDocument('hiring');
  const postingCopy = careers.posting;
  const listPath = postingListPath[type];
  return (
    <>
      <Seo
        title={posting.title}
        description={seoDescription(posting.body)}
        path={`${listPath}/${posting.slug}`}
        noIndex={!posting.open}
      />
      <PageHeader eyebrow={postingCopy.eyebrow[type]} title={posting.title} />
      <div className={`container ${styles.posting}`}>
        {!posting.open && (
          <section className={styles.closed} aria-labelledby="posting-closed">
            <h2 id="posting-closed">{postingCopy.closedHeading}</h2>
            <p>{fill(postingCopy.closedText)}</p>
            <Link to={listPath}>{postingCopy.currentOpenings[type]}</Link>
          </section>
        )}
        <Facts posting={posting} careers={careers} />
        <section aria-labelledby="posting-description">
          <h2 id="posting-description">{postingCopy.descriptionHeading}</h2>
          {posting.body.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </section>
        {posting.open && hiring && (
          <ApplyForm
            posting={posting}
            words={hiring.form}
            action={`${listPath}/${posting.slug}#apply`}
          />
        )}
        {posting.open && (
          <p>
            <Link to={PATHS.contact}>{postingCopy.contactLink}</Link>
          </p>
        )}
        <p>
          <Link to={listPath}>{postingCopy.backToList[type]}</Link>
        </p>
      </div>
    </>
  );
}

/** A posting's page; `type` says which list it belongs to (a job's slug under internships: 404). */
export function PostingPage({ type }: { type: PostType }) {
  const { slug = '' } = useParams();
  const { data, error, isError, refetch } = usePostingQuery(slug);
  const careers = useDocument('careers');
  const fill = useFill();
  if (!careers) return null;
  const postingCopy = careers.posting;
  const status = error && 'status' in error ? error.status : undefined;
  if (data?.type === type) return <Posting posting={data} type={type} careers={careers} />;

  let content;
  if (status === 404 || data) {
    content = (
      <>
        <Seo
          title={postingCopy.notFoundHeading}
          description={fill(postingCopy.notFoundText)}
          noIndex
        />
        <h1>{postingCopy.notFoundHeading}</h1>
        <p>{fill(postingCopy.notFoundText)}</p>
        <Link to={postingListPath[type]}>{postingCopy.currentOpenings[type]}</Link>
      </>
    );
  } else if (isError) {
    content = (
      <>
        <p role="alert">{fill(postingCopy.error)}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {careers.retry}
        </Button>
      </>
    );
  } else {
    content = <LoadingText>{postingCopy.loading}</LoadingText>;
  }
  return <section className={`container ${styles.posting}`}>{content}</section>;
}
