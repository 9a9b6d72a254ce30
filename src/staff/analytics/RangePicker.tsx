// The Analytics page's days: the last 7, 30 or 90 (UTC), or any first and last day; and the CSV
// export of those days. The range is in the store and the address (AnalyticsPage.tsx).

import { errorText } from '../../api/api';
import { useExportAnalyticsMutation } from './analyticsApi';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/forms/TextField';
import { analyticsCopy as copy } from './analyticsCopy';
import { staffCopy } from '../../content/staff';
import { analyticsActions, type AnalyticsRange, lastDays } from './analyticsSlice';
import styles from './Analytics.module.css';
import { SavedFile } from '../common/SavedFile';

const PRESETS = [7, 30, 90] as const;

export function RangePicker({ range }: { range: AnalyticsRange }) {
  const dispatch = useAppDispatch();
  const [download, answer] = useExportAnalyticsMutation();
  const file = answer.data;
  return (
    <div className={styles.range}>
      <div role="group" aria-label={copy.range} className={styles.presets}>
        {PRESETS.map((days) => {
          const preset = lastDays(days);
          const chosen = preset.from === range.from && preset.to === range.to;
          return (
            <button
              key={days}
              type="button"
              className={styles.preset}
              aria-pressed={chosen}
              onClick={() => dispatch(analyticsActions.rangeChosen(preset))}
            >
              {copy.presets[days]}
            </button>
          );
        })}
      </div>
      <fieldset className={styles.days}>
        <legend>{copy.range}</legend>
        <TextField
          id="analytics-from"
          type="date"
          label={copy.from}
          value={range.from}
          onChange={(from) => dispatch(analyticsActions.rangeChosen({ from }))}
          required
        />
        <TextField
          id="analytics-to"
          type="date"
          label={copy.to}
          value={range.to}
          onChange={(to) => dispatch(analyticsActions.rangeChosen({ to }))}
          required
        />
      </fieldset>
      <div className={styles.export}>
        <Button
          type="button"
          variant="secondary"
          disabled={answer.isLoading || !range.from || !range.to}
          onClick={() => void download(range)}
        >
          {answer.isLoading ? copy.exporting : copy.exportButton}
        </Button>
        <p className={styles.hint}>{copy.exportHint}</p>
        {answer.isError && (
          <FlashMessage kind="error" text={errorText(answer.error) ?? staffCopy.failed} />
        )}
        <SavedFile file={file} label={copy.exportReady} />
      </div>
    </div>
  );
}
