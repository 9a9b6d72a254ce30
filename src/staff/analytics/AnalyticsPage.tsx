// The Analytics page (/staff/analytics, admins: docs/product.md §10.19): the days it
// shows (in the store and the address's ?from=&to=, each following the other), then visitors and
// page views per day, top pages, referrers, campaigns, conversions, the funnel and the Core Web
// Vitals per page. Each chart is an SVG image with its table beside it.

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/api';
import { useAnalyticsReportQuery } from './analyticsApi';
import type { AnalyticsReport } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { analyticsCopy as copy } from './analyticsCopy';
import { analyticsActions, lastDays, rangeOf, selectAnalyticsRange } from './analyticsSlice';
import { BarList, DayChart } from './Charts';
import { RangePicker } from './RangePicker';
import { Table } from './Table';
import { VitalsTable } from './VitalsTable';
import styles from './Analytics.module.css';

/**
 * The address and the store name the same days: each follows the other's changes. The addresses
 * this hook writes come back as changes of the address once the router has settled, perhaps
 * after the visitor chose other days: such an echo (and any written before it) is not read back,
 * or it would undo the later choice.
 */
function useRangeAddress() {
  const dispatch = useAppDispatch();
  const range = useAppSelector(selectAnalyticsRange);
  const [params, setParams] = useSearchParams();
  const fromAddress = params.toString();
  const echoes = useRef<string[]>([]);
  useEffect(() => {
    const echo = echoes.current.indexOf(fromAddress);
    if (echo >= 0) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    dispatch(
      analyticsActions.locationRead({
        range: rangeOf(new URLSearchParams(fromAddress)),
        fallback: lastDays(7),
      }),
    );
  }, [fromAddress, dispatch]);
  useEffect(() => {
    if (!range) return;
    const current = new URLSearchParams(fromAddress);
    if (current.get('from') !== range.from || current.get('to') !== range.to) {
      const next = new URLSearchParams({ from: range.from, to: range.to });
      echoes.current.push(next.toString());
      setParams(next, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the store changes
  }, [range]);
  return range;
}

function Figures({ report }: { report: AnalyticsReport }) {
  const { days, totals, pages, referrers, campaigns, conversions, funnel } = report;
  const steps = (['visitors', 'interested', 'converted'] as const).map((step) => ({
    label: copy.funnelSteps[step],
    value: funnel[step],
  }));
  return (
    <>
      <p className={styles.totals}>{copy.totals(totals.views, totals.visitors)}</p>
      <DayChart
        id="chart-days"
        title={copy.perDay}
        description={copy.perDayDescription(report.from, report.to, totals.views, totals.visitors)}
        days={days}
        table={
          <Table
            caption={copy.perDay}
            hideCaption
            columns={[copy.day, copy.views, copy.visitors]}
            rows={days.map((d) => [d.day, d.views, d.visitors])}
          />
        }
      />
      {pages.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <BarList
          id="chart-pages"
          title={copy.topPages}
          description={copy.topPagesDescription}
          values={pages.map((p) => p.views)}
          table={
            <Table
              caption={copy.topPages}
              hideCaption
              columns={[copy.page, copy.views, copy.visitors]}
              rows={pages.map((p) => [p.path, p.views, p.visitors])}
            />
          }
        />
      )}
      <div className={styles.columns}>
        <section aria-labelledby="referrers-title" className={styles.card}>
          <h3 id="referrers-title">{copy.referrers}</h3>
          {referrers.length === 0 ? (
            <p>{copy.noReferrers}</p>
          ) : (
            <Table
              caption={copy.referrers}
              hideCaption
              columns={[copy.referrer, copy.views]}
              rows={referrers.map((r) => [r.host, r.views])}
            />
          )}
        </section>
        <section aria-labelledby="campaigns-title" className={styles.card}>
          <h3 id="campaigns-title">{copy.campaigns}</h3>
          {campaigns.length === 0 ? (
            <p>{copy.noCampaigns}</p>
          ) : (
            // Four columns: on a phone they scroll sideways rather than squeeze their headings.
            <div
              className={styles.tableScroll}
              role="region"
              aria-label={`${copy.campaigns}: table`}
              tabIndex={0}
            >
              <Table
                caption={copy.campaigns}
                hideCaption
                columns={[copy.source, copy.medium, copy.campaign, copy.views]}
                rows={campaigns.map((c) => [
                  c.source || '–',
                  c.medium || '–',
                  c.campaign || '–',
                  c.views,
                ])}
              />
            </div>
          )}
        </section>
        <section aria-labelledby="conversions-title" className={styles.card}>
          <h3 id="conversions-title">{copy.conversions}</h3>
          <Table
            caption={copy.conversions}
            hideCaption
            columns={[copy.conversion, copy.count]}
            rows={conversions.map((c) => [c.label, c.count])}
          />
        </section>
      </div>
      <BarList
        id="chart-funnel"
        title={copy.funnel}
        description={copy.funnelDescription}
        values={steps.map((s) => s.value)}
        table={
          <Table
            caption={copy.funnel}
            hideCaption
            columns={[copy.step, copy.visitors]}
            rows={steps.map((s) => [s.label, s.value])}
          />
        }
      />
      <VitalsTable vitals={report.vitals} />
    </>
  );
}

export function AnalyticsPage() {
  const range = useRangeAddress();
  const ready = range !== null && range.from !== '' && range.to !== '';
  const { data, error, isFetching } = useAnalyticsReportQuery(range ?? { from: '', to: '' }, {
    skip: !ready,
  });
  return (
    <section aria-labelledby="analytics-title" className={styles.page}>
      <h2 id="analytics-title">{copy.title}</h2>
      <p className={styles.hint}>{copy.intro}</p>
      {range && <RangePicker range={range} />}
      <div aria-live="polite" aria-busy={isFetching}>
        {error ? (
          <FlashMessage kind="error" text={errorText(error) ?? copy.failed} />
        ) : !data ? (
          <LoadingText />
        ) : (
          <Figures report={data} />
        )}
      </div>
    </section>
  );
}
