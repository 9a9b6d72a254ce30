// The media library as an image field shows it: the uploaded images, newest first, each with its
// description (or "No description yet") and file name, and a search by either (its words in the
// store: mediaSlice.ts). "Use this image" puts it (address, size, description) in the field; an
// image without a description cannot be used until it has one: "Describe it" opens its "About
// this image" right there. The one in the field now is marked.

import { errorText } from '../../../api/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { MediaItem } from '../../../api/types';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { TextField } from '../../../components/forms/TextField';
import { MediaDetails } from '../../common/MediaDetails';
import { useMediaLibraryQuery } from '../../common/mediaApi';
import { pickerCopy } from '../../common/mediaCopy';
import {
  matchingImages,
  mediaActions,
  selectDescribing,
  selectLibrarySearch,
} from '../../common/mediaSlice';
import { documentCopy } from '../documentCopy';
import styles from '../Content.module.css';
import media from '../Media.module.css';

interface Chosen {
  url: string;
  width: number;
  height: number;
  alt: string;
}

function PickerItem(props: {
  id: string;
  item: MediaItem;
  current: boolean;
  onChoose: (image: Chosen) => void;
}) {
  const { id, item, current, onChoose } = props;
  const dispatch = useAppDispatch();
  const describing = useAppSelector(selectDescribing) === item.key;
  const { url, width, height, alt, key } = item;
  const name = pickerCopy.imageName(alt, item.name ?? '', width, height);
  const itemId = `${id}-${key}`;
  return (
    <li className={media.pickerItem} data-current={current} aria-labelledby={`${itemId}-alt`}>
      <img src={url} alt="" width={width} height={height} loading="lazy" />
      <p id={`${itemId}-alt`}>{alt || pickerCopy.noDescription}</p>
      {item.name && <p className={media.pickerName}>{item.name}</p>}
      {current ? (
        <p>{pickerCopy.inUse}</p>
      ) : (
        <Button
          variant="secondary"
          disabled={!alt}
          aria-label={`${pickerCopy.use}: ${name}`}
          aria-describedby={alt ? undefined : `${itemId}-why`}
          onClick={() => onChoose({ url, width, height, alt })}
        >
          {pickerCopy.use}
        </Button>
      )}
      {!alt && (
        <>
          <p id={`${itemId}-why`} className={media.pickerName}>
            {pickerCopy.needsDescription}
          </p>
          <Button
            variant="secondary"
            aria-expanded={describing}
            aria-label={`${describing ? pickerCopy.closeDescribe : pickerCopy.describe}: ${name}`}
            onClick={() => dispatch(mediaActions.describingToggled(describing ? null : key))}
          >
            {describing ? pickerCopy.closeDescribe : pickerCopy.describe}
          </Button>
        </>
      )}
    </li>
  );
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
  const dispatch = useAppDispatch();
  const { data, isLoading, error } = useMediaLibraryQuery();
  const search = useAppSelector(selectLibrarySearch);
  const describing = useAppSelector(selectDescribing);
  const shown = data ? matchingImages(data, search) : [];
  const described = data?.find((item) => item.key === describing && !item.alt);
  return (
    <section id={id} className={styles.library} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.label}>
        {documentCopy.libraryTitle}
      </h3>
      {isLoading && <p role="status">{documentCopy.libraryLoading}</p>}
      {error && <FlashMessage kind="error" text={errorText(error) ?? documentCopy.failed} />}
      {data?.length === 0 && <p>{documentCopy.libraryEmpty}</p>}
      {data && data.length > 0 && (
        <>
          <TextField
            id={`${id}-search`}
            label={pickerCopy.search}
            hint={pickerCopy.searchHint}
            value={search}
            onChange={(text) => dispatch(mediaActions.searchChanged(text))}
          />
          {shown.length === 0 && <p role="status">{pickerCopy.none}</p>}
          <ul className={media.pickerItems}>
            {shown.flatMap((item) => [
              <PickerItem
                key={item.key}
                id={id}
                item={item}
                current={item.url === current}
                onChoose={onChoose}
              />,
              item === described && (
                <li key={`${item.key}-about`} className={media.pickerDescribe}>
                  <MediaDetails id={`${id}-about`} url={item.url} />
                </li>
              ),
            ])}
          </ul>
        </>
      )}
    </section>
  );
}
