// The export: a button that asks the server for every subscriber as CSV (formula-safe cells) and
// hands it to the browser as a download (the file's name is the server's).

import { useEffect, useRef } from 'react';
import { errorText } from '../../api/api';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { staffCopy } from '../../content/staff';
import styles from '../common/Staff.module.css';
import { useExportSubscribersMutation } from './subscribersApi';
import { subscribersCopy as copy } from './subscribersCopy';

export function SubscriberExport() {
  const [download, answer] = useExportSubscribersMutation();
  const link = useRef<HTMLAnchorElement>(null);
  const file = answer.data;
  // The file is ready: the browser saves it (the link's download attribute names it).
  useEffect(() => {
    if (!file) return;
    link.current?.click();
    const href = file.href;
    return () => URL.revokeObjectURL(href);
  }, [file]);
  return (
    <section className={styles.panel} aria-labelledby="export-title">
      <h3 id="export-title">{copy.exportTitle}</h3>
      <p className={styles.meta}>{copy.exportHint}</p>
      <Button disabled={answer.isLoading} onClick={() => void download()}>
        {answer.isLoading ? copy.exporting : copy.exportButton}
      </Button>
      {answer.isError && (
        <FlashMessage kind="error" text={errorText(answer.error) ?? staffCopy.failed} />
      )}
      {file && (
        <a ref={link} href={file.href} download={file.fileName} className="visually-hidden">
          {copy.exportReady(file.fileName)}
        </a>
      )}
    </section>
  );
}
