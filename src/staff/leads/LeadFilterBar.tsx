// The filters both views share (the list's also by stage): search words, owner, kind and the days
// the leads arrived. Each change goes to the store, and from there to the address.

import { LEAD_KINDS, LEAD_STAGES, LEAD_STAGE_LABELS } from '../../../contract/values/leads';
import { LIMITS } from '../../../contract/values/constants';
import { useLeadOwnersQuery } from './leadsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { TextField } from '../../components/forms/TextField';
import { leadsCopy } from './leadsCopy';
import { type LeadFilters, leadsActions, selectLeads } from './leadsSlice';
import { FilterSelect } from '../common/FilterSelect';
import styles from './Leads.module.css';

export function LeadFilterBar({ showStage }: { showStage: boolean }) {
  const dispatch = useAppDispatch();
  const { filters } = useAppSelector(selectLeads);
  const owners = useLeadOwnersQuery().data ?? [];
  const set = (change: Partial<LeadFilters>) => dispatch(leadsActions.filterChanged(change));
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{leadsCopy.filtersLabel}</legend>
      <TextField
        id="leads-search"
        label={leadsCopy.search}
        hint={leadsCopy.searchHint}
        hintPlacement="control"
        value={filters.q}
        maxLength={LIMITS.search}
        onChange={(q) => set({ q })}
      />
      {showStage && (
        <FilterSelect
          label={leadsCopy.stage}
          value={filters.stage}
          options={[
            { value: '', label: leadsCopy.anyStage },
            ...LEAD_STAGES.map((s) => ({ value: s, label: LEAD_STAGE_LABELS[s] })),
          ]}
          onChange={(stage) => set({ stage })}
        />
      )}
      <FilterSelect
        label={leadsCopy.owner}
        value={filters.owner}
        options={[
          { value: '', label: leadsCopy.anyOwner },
          { value: 'none', label: leadsCopy.noOwner },
          ...owners.map((o) => ({ value: String(o.id), label: o.name })),
        ]}
        onChange={(owner) => set({ owner })}
      />
      <FilterSelect
        label={leadsCopy.kind}
        value={filters.kind}
        options={[
          { value: '', label: leadsCopy.anyKind },
          ...LEAD_KINDS.map((k) => ({ value: k, label: leadsCopy.kinds[k] })),
        ]}
        onChange={(kind) => set({ kind })}
      />
      <TextField
        id="leads-from"
        type="date"
        label={leadsCopy.from}
        value={filters.from}
        onChange={(from) => set({ from })}
      />
      <TextField
        id="leads-to"
        type="date"
        label={leadsCopy.to}
        value={filters.to}
        onChange={(to) => set({ to })}
      />
      <Button variant="secondary" onClick={() => dispatch(leadsActions.filtersCleared())}>
        {leadsCopy.clear}
      </Button>
    </fieldset>
  );
}
