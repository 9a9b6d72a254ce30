import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePostsQuery } from '../../api/api';
import type { Post, PostType } from '../../api/types';
import { Button } from '../../components/Button';
import { Card, CardGrid } from '../../components/Card';
import { LoadingText } from '../../components/LoadingText';
import { careersCopy, howToApply, type ListPageCopy } from '../../content/careers';
import { postingCopy, postingListPath } from '../../content/jobPosting';
import styles from './Careers.module.css';

export interface PostListProps {
  type: PostType;
  copy: ListPageCopy;
  /**
   * What a failed fetch shows: 'retry' a friendly message and a 'Try again' button; 'empty' the
   * empty-list text (the internships' failure is logged: features/careers/careersEffects.ts).
   */
  onFailure: 'retry' | 'empty';
}

export const applyHref = (post: Pick<Post, 'title'>) =>
  `mailto:${howToApply.email}?subject=${encodeURIComponent(howToApply.subject(post.title))}`;

function PostCard({ post, type, applyLabel }: { post: Post; type: PostType; applyLabel: string }) {
  return (
    <Card
      title={post.title}
      action={
        <div className={styles.cardActions}>
          <a className={styles.apply} href={applyHref(post)}>
            {applyLabel}
            <span className="visually-hidden">{careersCopy.applyContext(post.title)}</span>
          </a>
          <Link className={styles.details} to={`${postingListPath[type]}/${post.slug}`}>
            {postingCopy.detailsLabel}
            <span className="visually-hidden">{postingCopy.detailsContext(post.title)}</span>
          </Link>
        </div>
      }
    >
      <p>{post.body}</p>
    </Card>
  );
}

/** A list of positions from the posts endpoint (the API slice keeps the first 10). */
export function PostList({ type, copy, onFailure }: PostListProps) {
  const headingId = useId();
  const { data, isError, refetch } = usePostsQuery(type);

  let content;
  if (isError && onFailure === 'retry') {
    content = (
      <div className={styles.notice}>
        <p role="alert">{copy.errorText}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {careersCopy.retryLabel}
        </Button>
      </div>
    );
  } else if (isError) {
    content = <p className={styles.notice}>{copy.errorText}</p>;
  } else if (!data) {
    content = <LoadingText>{copy.loadingText}</LoadingText>;
  } else if (data.length === 0) {
    content = <p className={styles.notice}>{copy.emptyText}</p>;
  } else {
    content = (
      <CardGrid minWidth={22} label={copy.heading}>
        {data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} type={type} applyLabel={copy.applyLabel} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <section className={`container ${styles.posts}`} aria-labelledby={headingId}>
      <div className={styles.postsHead}>
        <h2 id={headingId}>{copy.heading}</h2>
        <p>{copy.intro}</p>
      </div>
      {content}
    </section>
  );
}
