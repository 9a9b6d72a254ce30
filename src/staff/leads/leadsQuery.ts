// The Leads page's address: its query holds the view, the filters and the open lead
// (/staff/leads?view=list&stage=won&owner=3&lead=42), so that a filtered list can be bookmarked,
// shared and reached with the browser's back button. Pure: the page reads and writes the address.

import {
  LEAD_KINDS,
  LEAD_STAGES,
  type LeadKind,
  type LeadStage,
} from '../../../contract/values/leads';
import { PATTERNS } from '../../../contract/values/constants';
import { type LeadFilters, type LeadsLocation, NO_FILTERS } from './leadsSlice';

const DATE = new RegExp(PATTERNS.date);
const FILTER_KEYS = ['stage', 'owner', 'kind', 'q', 'from', 'to'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** The location a query names; what it gets wrong is left out. */
export function locationOf(query: URLSearchParams): LeadsLocation {
  const date = (key: string) => {
    const value = query.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  const owner = query.get('owner') ?? '';
  const lead = Number(query.get('lead'));
  const filters: LeadFilters = {
    stage: oneOf<LeadStage>(LEAD_STAGES, query.get('stage')),
    owner: /^(none|[0-9]{1,12})$/.test(owner) ? owner : '',
    kind: oneOf<LeadKind>(LEAD_KINDS, query.get('kind')),
    q: (query.get('q') ?? '').slice(0, 200),
    from: date('from'),
    to: date('to'),
  };
  return {
    view: query.get('view') === 'list' ? 'list' : 'board',
    filters,
    openId: Number.isSafeInteger(lead) && lead > 0 ? lead : null,
  };
}

/** The query of a location: only what differs from the defaults, in a fixed order. */
export function queryOf({ view, filters, openId }: LeadsLocation): string {
  const query = new URLSearchParams();
  if (view === 'list') query.set('view', view);
  for (const key of FILTER_KEYS) if (filters[key] !== NO_FILTERS[key]) query.set(key, filters[key]);
  if (openId !== null) query.set('lead', String(openId));
  return query.toString();
}
