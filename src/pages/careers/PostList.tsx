import { useId } from 'react';
import { Link } from '../../components/links/Link';
import { usePostsQuery } from '../../api/api';
import type { DocumentData, Post, PostType } from '../../api/types';
import { Button } from '../../components/forms/Button';
import { Card, CardGrid } from '../../components/content/Card';
import { LoadingText } from '../../components/LoadingText';
import { PATHS } from '../../config/paths';
import { useFill } from '../../features/content/useFill';
import styles from './Careers.module.css';

type Careers = DocumentData<'careers'>;

export interface PostListProps {
  type: PostType;
  /** The careers area's words (the `careers` document). */
  careers: Careers;
  /**
   * What a failed fetch shows: 'retry' a friendly message and a 'Try again' button; 'empty' the
   * empty-list text (the internships' failure is logged: features/careers/careersEffects.ts).
   */
  onFailure: 'retry' | 'empty';
}

/** Where each type's postings are listed, and their pages live. */
export const postingListPath: Readonly<Record<PostType, string>> = {
  job: PATHS.careersJobs,
  internship: PATHS.careersInternships,
};

function PostCard({ post, type, careers }: { post: Post; type: PostType; careers: Careers }) {
  const fill = useFill();
  const { title } = post;
  return (
    <Card
      title={title}
      action={
        <div className={styles.cardActions}>
          <Link className={styles.apply} to={`${postingListPath[type]}/${post.slug}#apply`}>
            {(type === 'job' ? careers.jobs : careers.internships).apply}
            <span className="visually-hidden">{` ${fill(careers.applyContext, { title })}`}</span>
          </Link>
          <Link className={styles.details} to={`${postingListPath[type]}/${post.slug}`}>
            {careers.details}
            <span className="visually-hidden">{` ${fill(careers.detailsContext, { title })}`}</span>
          </Link>
        </div>
      }
    >
      <p>{post.body}</p>
    </Card>
  );
}

/** A list of positions from the posts endpoint (the API slice keeps the first 10). */
export function PostList({ type, careers, onFailure }: PostListProps) {
  const headingId = useId();
  const fill = useFill();
  const { data, isError, refetch } = usePostsQuery(type);
  const copy = type === 'job' ? careers.jobs : careers.internships;

  let content;
  if (isError && onFailure === 'retry') {
    content = (
      <div className={styles.notice}>
        <p role="alert">{fill(copy.error)}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {careers.retry}
        </Button>
      </div>
    );
  } else if (isError) {
    content = <p className={styles.notice}>{fill(copy.error)}</p>;
  } else if (!data) {
    content = <LoadingText>{copy.loading}</LoadingText>;
  } else if (data.length === 0) {
    content = <p className={styles.notice}>{fill(copy.empty)}</p>;
  } else {
    content = (
      <CardGrid minWidth={22} label={copy.heading}>
        {data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} type={type} careers={careers} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <section className={`container ${styles.posts}`} aria-labelledby={headingId}>
      <div className={styles.postsHead}>
        <h2 id={headingId}>{copy.heading}</h2>
        <p>{fill(copy.intro)}</p>
      </div>
      {content}
    </section>
  );
}
