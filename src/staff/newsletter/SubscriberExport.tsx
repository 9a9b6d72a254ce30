// The export: a button that asks the server for every subscriber as CSV (formula-safe cells) and
// hands it to the browser as a download (the file's name is the server's).

import { errorText } from '../../api/api';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { staffCopy } from '../../content/staff';
import styles from '../common/Staff.module.css';
import { useExportSubscribersMutation } from './subscribersApi';
import { subscribersCopy as copy } from './subscribersCopy';
import { SavedFile } from '../common/SavedFile';

export function SubscriberExport() {
  const [download, answer] = useExportSubscribersMutation();
  const file = answer.data;
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
      <SavedFile file={file} label={copy.exportReady} />
    </section>
  );
}
