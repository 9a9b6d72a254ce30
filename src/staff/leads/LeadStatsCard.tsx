// The dashboard's card of the leads: new leads per week over the last eight weeks (a table whose
// cells carry a bar: the numbers are the text, the bars only show their sizes), the win rate and
// the median time to a first reply, as sentences.

import { useLeadStatsQuery } from './leadsApi';
import { LoadingText } from '../../components/LoadingText';
import { leadsCopy } from './leadsCopy';
import { formatPolicyDate } from '../../lib/dates';
import styles from './Leads.module.css';

export function LeadStatsCard() {
  const { data } = useLeadStatsQuery();
  const most = Math.max(1, ...(data?.weeks.map((w) => w.count) ?? []));
  return (
    <section className={styles.stats} aria-labelledby="lead-stats-title">
      <h3 id="lead-stats-title">{leadsCopy.statsTitle}</h3>
      {!data ? (
        <LoadingText />
      ) : (
        <div className={styles.statsBody}>
          <table className={styles.weeks}>
            <caption>{leadsCopy.perWeek}</caption>
            <thead>
              <tr>
                <th scope="col">{leadsCopy.weekOf}</th>
                <th scope="col">{leadsCopy.count}</th>
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((week) => (
                <tr key={week.weekOf}>
                  <th scope="row">{formatPolicyDate(week.weekOf)}</th>
                  <td>
                    <span
                      className={styles.bar}
                      style={{ inlineSize: `${(week.count / most) * 100}%` }}
                      aria-hidden="true"
                    />
                    <span className={styles.barValue}>{week.count}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={styles.figures}>
            <div>
              <dt>{leadsCopy.winRate}</dt>
              <dd>{leadsCopy.winRateValue(data.winRate, data.won, data.lost)}</dd>
            </div>
            <div>
              <dt>{leadsCopy.medianReply}</dt>
              <dd>{leadsCopy.medianValue(data.medianFirstReplyHours)}</dd>
            </div>
          </dl>
        </div>
      )}
    </section>
  );
}
