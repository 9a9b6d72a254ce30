// The media library as an image field shows it: the uploaded images, newest first, each a button
// that puts it (address, size, alt text) in the field; one without alternative text yet says so
// (the field then asks for it). The one in the field now is marked as pressed.

import { errorText } from '../../../api/api';
import { useMediaLibraryQuery } from '../../common/mediaApi';
import { FlashMessage } from '../../../components/FlashMessage';
import { documentCopy } from '../documentCopy';
import styles from '../Content.module.css';

interface Chosen {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export function MediaLibrary({
  id,
  current,
  onChoose,
}: {
  id: string;
  current: string | undefined;
  onChoose: (image: Chosen) => void;
}) {
  const { data, isLoading, error } = useMediaLibraryQuery();
  return (
    <section id={id} className={styles.library} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.label}>
        {documentCopy.libraryTitle}
      </h3>
      {isLoading && <p role="status">{documentCopy.libraryLoading}</p>}
      {error && <FlashMessage kind="error" text={errorText(error) ?? documentCopy.failed} />}
      {data?.length === 0 && <p>{documentCopy.libraryEmpty}</p>}
      {data && data.length > 0 && (
        <ul className={styles.libraryItems}>
          {data.map(({ url, width, height, uploadedAt, alt, key }) => (
            <li key={key}>
              <button
                type="button"
                className={styles.libraryItem}
                aria-pressed={url === current}
                aria-label={
                  documentCopy.libraryItem(width, height, uploadedAt) +
                  (alt ? `: ${alt}` : `: ${documentCopy.libraryNeedsAlt}`)
                }
                onClick={() => onChoose({ url, width, height, alt })}
              >
                <img src={url} alt="" width={width} height={height} loading="lazy" />
                {!alt && (
                  <span className={styles.libraryBadge} aria-hidden="true">
                    {documentCopy.libraryNeedsAlt}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
