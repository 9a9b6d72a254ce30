import { Link, useParams } from 'react-router-dom';
import { usePostingQuery } from '../../api/api';
import type { JobPosting, PostType } from '../../api/types';
import { Button } from '../../components/Button';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { PATHS } from '../../config/paths';
import {
  employmentTypeLabels,
  postingCopy,
  postingListPath,
  salaryUnitLabels,
  workplaceLabels,
} from '../../content/jobPosting';
import { formatPolicyDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useDocument } from '../../features/content/useDocument';
import { applyHref } from './PostList';
import styles from './Posting.module.css';

// One job or internship posting (/careers/jobs/<slug>, /careers/internships/<slug>): its facts,
// its description and how to apply; a closed one says so and leads to the current openings. The
// server renders it with the posting (server/live-pages.ts) and answers 404 for an unknown slug.

const salaryOf = (p: JobPosting): string | null =>
  p.salaryMinCents === null
    ? null
    : postingCopy.salaryRange(
        formatMoney(p.salaryMinCents, p.salaryCurrency),
        p.salaryMaxCents === null ? null : formatMoney(p.salaryMaxCents, p.salaryCurrency),
        salaryUnitLabels[p.salaryUnit] ?? '',
      );

function Facts({ posting }: { posting: JobPosting }) {
  const salary = salaryOf(posting);
  const remote = posting.workplace === 'remote';
  // The company's facts as published: every page carries them (the layout shows them).
  const address = useDocument('company')?.address;
  return (
    <section aria-labelledby="posting-facts">
      <h2 id="posting-facts" className="visually-hidden">
        {postingCopy.factsLabel}
      </h2>
      <dl className={styles.facts}>
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
          <dd>{employmentTypeLabels[posting.employmentType]}</dd>
        </div>
        <div>
          <dt>{postingCopy.place}</dt>
          <dd>
            {remote
              ? postingCopy.remoteFrom(posting.applicantCountry ?? '')
              : workplaceLabels[posting.workplace]}
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
      </dl>
    </section>
  );
}

function Posting({ posting, type }: { posting: JobPosting; type: PostType }) {
  const listPath = postingListPath[type];
  return (
    <>
      <Seo
        title={posting.title}
        description={postingCopy.seoDescription(posting.body)}
        path={`${listPath}/${posting.slug}`}
        noIndex={!posting.open}
      />
      <PageHeader eyebrow={postingCopy.eyebrow[type]} title={posting.title} />
      <div className={`container ${styles.posting}`}>
        {!posting.open && (
          <section className={styles.closed} aria-labelledby="posting-closed">
            <h2 id="posting-closed">{postingCopy.closedHeading}</h2>
            <p>{postingCopy.closedText}</p>
            <Link to={listPath}>{postingCopy.currentOpenings[type]}</Link>
          </section>
        )}
        <Facts posting={posting} />
        <section aria-labelledby="posting-description">
          <h2 id="posting-description">{postingCopy.descriptionHeading}</h2>
          {posting.body.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </section>
        {posting.open && (
          <section aria-labelledby="posting-apply">
            <h2 id="posting-apply">{postingCopy.applyHeading}</h2>
            <p className={styles.text}>{postingCopy.applyText}</p>
            <div className={styles.actions}>
              <a className={styles.primaryAction} href={applyHref(posting)}>
                {postingCopy.applyEmail}
              </a>
              <Link to={PATHS.contact}>{postingCopy.contactLink}</Link>
            </div>
          </section>
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
  const status = error && 'status' in error ? error.status : undefined;
  if (data?.type === type) return <Posting posting={data} type={type} />;

  let content;
  if (status === 404 || data) {
    content = (
      <>
        <Seo title={postingCopy.notFoundHeading} description={postingCopy.notFoundText} noIndex />
        <h1>{postingCopy.notFoundHeading}</h1>
        <p>{postingCopy.notFoundText}</p>
        <Link to={postingListPath[type]}>{postingCopy.currentOpenings[type]}</Link>
      </>
    );
  } else if (isError) {
    content = (
      <>
        <p role="alert">{postingCopy.errorText}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {postingCopy.retryLabel}
        </Button>
      </>
    );
  } else {
    content = <LoadingText>{postingCopy.loading}</LoadingText>;
  }
  return <section className={`container ${styles.posting}`}>{content}</section>;
}
