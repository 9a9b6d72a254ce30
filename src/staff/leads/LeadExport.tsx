// The export: the first and last days, and a button that asks the server for the CSV of the leads
// that arrived on them and hands it to the browser as a download (the file's name is the server's).

import { useEffect } from 'react';
import { errorText } from '../../api/api';
import { useExportLeadsMutation } from './leadsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/forms/TextField';
import { staffCopy } from '../../content/staff';
import { leadsCopy } from './leadsCopy';
import { leadsActions, selectLeads } from './leadsSlice';
import { todayDate } from '../../lib/dates';
import styles from './Leads.module.css';
import { SavedFile } from '../common/SavedFile';

const DAY_MS = 86_400_000;

export function LeadExport() {
  const dispatch = useAppDispatch();
  const { exportRange } = useAppSelector(selectLeads);
  const [download, answer] = useExportLeadsMutation();
  // The last thirty days, until staff choose others.
  useEffect(() => {
    if (exportRange.from || exportRange.to) return;
    const now = new Date();
    dispatch(
      leadsActions.exportRangeChanged({
        from: todayDate(new Date(now.getTime() - 30 * DAY_MS)),
        to: todayDate(now),
      }),
    );
  }, [exportRange, dispatch]);
  const file = answer.data;
  const ready = exportRange.from !== '' && exportRange.to !== '';
  return (
    <form
      className={styles.export}
      aria-labelledby="export-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void download(exportRange);
      }}
    >
      <p id="export-title" className={styles.exportTitle}>
        {leadsCopy.exportTitle}
      </p>
      <TextField
        id="export-from"
        type="date"
        label={leadsCopy.exportFrom}
        value={exportRange.from}
        onChange={(from) => dispatch(leadsActions.exportRangeChanged({ from }))}
        required
      />
      <TextField
        id="export-to"
        type="date"
        label={leadsCopy.exportTo}
        value={exportRange.to}
        onChange={(to) => dispatch(leadsActions.exportRangeChanged({ to }))}
        required
      />
      <Button type="submit" disabled={!ready || answer.isLoading}>
        {answer.isLoading ? leadsCopy.exporting : leadsCopy.exportButton}
      </Button>
      <p className={`${styles.meta} ${styles.exportHint}`}>{leadsCopy.exportHint}</p>
      {answer.isError && (
        <FlashMessage kind="error" text={errorText(answer.error) ?? staffCopy.failed} />
      )}
      <SavedFile file={file} label={leadsCopy.exportReady} />
    </form>
  );
}
