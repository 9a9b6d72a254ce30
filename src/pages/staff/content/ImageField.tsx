// An image in a content document's form: the image now (a preview), a new one uploaded to the
// media library (POST /api/staff/media; its size read from the file), and its alternative text,
// which is required. The image's address and size are set by the upload, never typed.

import { errorText } from '../../../api/api';
import { useUploadMediaMutation } from '../../../api/staffApi';
import { useAppDispatch } from '../../../app/hooks';
import { FlashMessage } from '../../../components/FlashMessage';
import { documentCopy } from '../../../content/staffDocuments';
import { labelOf, pathKey } from '../../../features/staff/documentSchema';
import { documentActions } from '../../../features/staff/documentSlice';
import { type ContainerProps, idOf } from './fieldProps';
import styles from './Content.module.css';

/** The natural size of an image file, read by the browser. */
const sizeOf = (file: File) =>
  new Promise<{ width: number; height: number }>((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
    };
    image.onload = done;
    image.onerror = done;
    image.src = url;
  });

export function ImageField({ name, schema, path, value, problems, Field }: ContainerProps) {
  const dispatch = useAppDispatch();
  const [upload, uploading] = useUploadMediaMutation();
  const image = (value ?? {}) as { url?: string; alt?: string; width?: number; height?: number };
  const id = idOf(path);
  const error = problems[pathKey([...path, 'url'])];
  const altSchema = schema.properties?.alt;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    const [answer, size] = await Promise.all([upload(form), sizeOf(file)]);
    if (!answer.data) return;
    dispatch(
      documentActions.fieldChanged({ path, value: { ...image, url: answer.data.url, ...size } }),
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
      {altSchema && (
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
