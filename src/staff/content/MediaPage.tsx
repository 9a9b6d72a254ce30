// The media library (/staff/media): every uploaded image with its description, file name, size
// and where it shows, each use a link to the page that edits it. An image nothing shows can be
// deleted (asked once more first); one in use says where to choose another image instead. Images are
// uploaded here (MediaUploads.tsx), several at once, and described as they arrive; an image field
// of the editors can upload one too (ImageField.tsx).

import { useState } from 'react';
import { Link } from '../../components/links/Link';
import { errorText } from '../../api/api';
import { useDeleteMediaMutation, useMediaLibraryQuery } from '../common/mediaApi';
import type { MediaItem } from '../../api/types';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { libraryCopy } from '../common/mediaCopy';
import { MediaUploads } from './MediaUploads';
import styles from '../common/Staff.module.css';

function MediaRow({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const [remove, state] = useDeleteMediaMutation();
  const [asking, setAsking] = useState(false);
  const uses = item.usedBy ?? [];
  const titleId = `media-${item.key}`;
  const confirm = async () => {
    const answer = await remove(item.key);
    setAsking(false);
    if (!('error' in answer)) onDeleted();
  };
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <img
        className={styles.thumb}
        src={item.url}
        alt=""
        width={item.width}
        height={item.height}
        loading="lazy"
      />
      <div className={styles.rowMain}>
        <p className={styles.rowTitle} id={titleId}>
          {item.alt || libraryCopy.noAlt}
        </p>
        {item.name && <p className={styles.meta}>{item.name}</p>}
        <p className={styles.meta}>
          {libraryCopy.facts(item.width, item.height, item.bytes, item.uploadedAt)}
        </p>
        {uses.length > 0 ? (
          <p className={styles.meta}>
            {libraryCopy.usedOn}{' '}
            {uses.map((use, i) => (
              <span key={`${use.path}-${use.label}`}>
                {i > 0 && ', '}
                <Link to={use.path}>{use.label}</Link>
              </span>
            ))}
          </p>
        ) : (
          <p className={styles.meta}>{libraryCopy.unused}</p>
        )}
        {state.isError && (
          <FlashMessage kind="error" text={errorText(state.error) ?? libraryCopy.deleteFailed} />
        )}
      </div>
      {uses.length === 0 && (
        <div className={styles.actions}>
          {asking ? (
            <>
              <Button disabled={state.isLoading} onClick={() => void confirm()}>
                {libraryCopy.confirmDelete}
              </Button>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {libraryCopy.cancel}
              </Button>
            </>
          ) : (
            <Button variant="secondary" aria-describedby={titleId} onClick={() => setAsking(true)}>
              {libraryCopy.delete}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

export function MediaPage() {
  const { data, error, isLoading } = useMediaLibraryQuery();
  const [deleted, setDeleted] = useState(0);
  return (
    <section aria-labelledby="media-title">
      <h2 id="media-title">{libraryCopy.title}</h2>
      <p>{libraryCopy.intro}</p>
      <MediaUploads />
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? libraryCopy.failed} />}
      <p role="status" className={styles.meta}>
        {deleted > 0 ? libraryCopy.deleted : ''}
      </p>
      {data?.length === 0 && <p>{libraryCopy.empty}</p>}
      <ul className={styles.list} aria-labelledby="media-title">
        {data?.map((item) => (
          <MediaRow key={item.key} item={item} onDeleted={() => setDeleted((n) => n + 1)} />
        ))}
      </ul>
    </section>
  );
}
