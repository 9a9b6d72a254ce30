// Uploading to the media library on its page (/staff/media): several images chosen or dropped at
// once, each with its own progress, then its outcome: uploaded (and "About this image" right
// there, until it has its description) or the server's reason it was refused. The uploads live
// in the store (mediaSlice.ts); uploadMedia.ts sends them.

import type { DragEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { MediaDetails } from '../common/MediaDetails';
import { useMediaLibraryQuery } from '../common/mediaApi';
import { libraryCopy } from '../common/mediaCopy';
import { type Upload, mediaActions, selectUploads } from '../common/mediaSlice';
import { uploadImages } from '../common/uploadMedia';
import styles from './Media.module.css';

const ACCEPTED = 'image/png,image/jpeg,image/webp';
let uploadCount = 0;

function UploadRow({ upload }: { upload: Upload }) {
  const { data } = useMediaLibraryQuery();
  const { id, name, sent, bytes, status, error, item } = upload;
  const percent = bytes > 0 ? Math.round((sent / bytes) * 100) : 100;
  const saved = item ? data?.find((i) => i.key === item.key) : undefined;
  return (
    <li className={styles.upload} aria-labelledby={`upload-${id}`}>
      <p id={`upload-${id}`} className={styles.uploadName}>
        {status === 'uploading'
          ? libraryCopy.uploading(name, percent)
          : status === 'done'
            ? libraryCopy.uploaded(name)
            : libraryCopy.refused(name)}
      </p>
      {status !== 'error' && (
        <progress max={bytes || 1} value={sent} aria-label={libraryCopy.progress(name)} />
      )}
      {error && <FlashMessage kind="error" text={error} />}
      {saved &&
        (saved.alt ? (
          <p>{libraryCopy.described(saved.alt)}</p>
        ) : (
          <>
            <p>{libraryCopy.describeNow}</p>
            <MediaDetails id={`upload-${id}-about`} url={saved.url} />
          </>
        ))}
    </li>
  );
}

export function MediaUploads() {
  const dispatch = useAppDispatch();
  const uploads = useAppSelector(selectUploads);
  const start = (files: FileList | null) => {
    const chosen = [...(files ?? [])].map((file) => ({ id: `${++uploadCount}`, file }));
    if (chosen.length > 0) void dispatch(uploadImages(chosen));
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    start(event.dataTransfer.files);
  };
  const finished = uploads.some((u) => u.status !== 'uploading');
  return (
    <section aria-labelledby="media-upload-title">
      <h3 id="media-upload-title">{libraryCopy.uploadTitle}</h3>
      <div className={styles.drop} onDragOver={(e) => e.preventDefault()} onDrop={drop}>
        <p id="media-upload-hint">{libraryCopy.uploadHint}</p>
        <label htmlFor="media-files">{libraryCopy.chooseFiles}</label>
        <input
          id="media-files"
          type="file"
          multiple
          accept={ACCEPTED}
          aria-describedby="media-upload-hint"
          onChange={(event) => {
            start(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-labelledby="media-upload-title">
          {uploads.map((upload) => (
            <UploadRow key={upload.id} upload={upload} />
          ))}
        </ul>
      )}
      {finished && (
        <Button variant="secondary" onClick={() => dispatch(mediaActions.uploadsCleared())}>
          {libraryCopy.clearUploads}
        </Button>
      )}
    </section>
  );
}
