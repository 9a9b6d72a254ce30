// An image in a content document's form: the image now (a preview), one chosen from the media
// library (GET /api/staff/media, with its size) or a new one uploaded to it (POST
// /api/staff/media answers its size), and its alternative text, which publishing requires.
// The image's address and size are set by the choice or the upload, never typed. An upload's
// words are the library's, said once there: choosing one takes its description (another
// picture never keeps the old one's words), and "About this image" under the field (MediaDetails)
// edits the library's record, which every page showing the image follows; the document keeps a
// copy. The site's own images have their words typed here. A publish refused because the image
// has no description says so beside the field. Which field's library is open is in the store
// (documentSlice's `library`).

import { errorText } from '../../../api/api';
import { UPLOAD_URL } from '../../../../contract/values/constants';
import { useUploadMediaMutation } from '../../common/mediaApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { documentCopy } from '../documentCopy';
import { labelOf, pathKey } from '../documentSchema';
import { documentActions, selectDocumentEditor } from '../documentSlice';
import { MediaDetails } from '../../common/MediaDetails';
import { MediaLibrary } from './MediaLibrary';
import { type ContainerProps, idOf } from './fieldProps';
import styles from '../Content.module.css';

export function ImageField({ name, schema, path, value, problems, Field }: ContainerProps) {
  const dispatch = useAppDispatch();
  const [upload, uploading] = useUploadMediaMutation();
  const image = (value ?? {}) as { url?: string; alt?: string; width?: number; height?: number };
  const id = idOf(path);
  // The server's refusal names the image itself (a publish while it has no description).
  const error = problems[pathKey([...path, 'url'])] ?? problems[pathKey(path)];
  const isUpload = image.url !== undefined && UPLOAD_URL.test(image.url);
  const altSchema = schema.properties?.alt;
  const libraryOpen = useAppSelector((s) => selectDocumentEditor(s)?.library) === pathKey(path);
  const choose = (chosen: { url: string; width: number; height: number; alt: string }) => {
    // The library's words come with the image: never the words of the one it replaces.
    dispatch(documentActions.fieldChanged({ path, value: { ...image, ...chosen } }));
    dispatch(documentActions.libraryToggled(null));
  };
  /** The alt text saved in the library: the document's copy follows (and a refusal clears). */
  const described = (alt: string) =>
    dispatch(documentActions.fieldChanged({ path, value: { ...image, alt } }));

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    const answer = await upload(form);
    if (!answer.data) return;
    const { url, width, height } = answer.data;
    // A new upload has no description yet: "About this image" asks for it.
    dispatch(
      documentActions.fieldChanged({ path, value: { ...image, url, width, height, alt: '' } }),
    );
  };

  return (
    <fieldset className={styles.group}>
      <legend>{labelOf(name, schema)}</legend>
      {schema.description && <p className={styles.hint}>{schema.description}</p>}
      {image.url && (
        <img
          className={styles.preview}
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
        />
      )}
      <Button
        variant="secondary"
        aria-expanded={libraryOpen}
        aria-controls={`${id}-library`}
        onClick={() => dispatch(documentActions.libraryToggled(libraryOpen ? null : pathKey(path)))}
      >
        {libraryOpen ? documentCopy.closeLibrary : documentCopy.chooseImage}
      </Button>
      {libraryOpen && <MediaLibrary id={`${id}-library`} current={image.url} onChoose={choose} />}
      <div className={styles.field}>
        <label htmlFor={`${id}-file`} className={styles.label}>
          {documentCopy.upload}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={uploading.isLoading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {error && (
          <span id={`${id}-error`} className={styles.error}>
            {error}
          </span>
        )}
      </div>
      {uploading.isLoading && <p role="status">{documentCopy.uploading}</p>}
      {uploading.isError && (
        <FlashMessage kind="error" text={errorText(uploading.error) ?? documentCopy.failed} />
      )}
      <MediaDetails id={`${id}-media`} url={image.url} onSaved={described} />
      {altSchema && !isUpload && (
        <Field
          name="alt"
          schema={altSchema}
          path={[...path, 'alt']}
          value={image.alt}
          problems={problems}
        />
      )}
    </fieldset>
  );
}
