import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card, SelectField } from '@platform/ui';

/**
 * One filter of a queue, kept in the address (`?status=LATE`) so that a reload, a shared link and
 * the back button show the same selection: the value read (`undefined` when absent or not one of
 * `values`) and its setter (`''` removes it). The address is replaced, not pushed: changing a
 * filter is not a page of its own to go back to.
 */
export function useQueueFilter<V extends string>(key: string, values: readonly V[]) {
  const [params, setParams] = useSearchParams();
  const value = values.find((candidate) => candidate === params.get(key));
  const setValue = (next: V | '') =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set(key, next);
        else changed.delete(key);
        return changed;
      },
      { replace: true },
    );
  return [value, setValue] as const;
}

/** The band of a queue's filters above its list, named for assistive technology (`label`). */
export function QueueFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card padding="sm">
      <div className="ui-grid" role="search" aria-label={label}>
        {children}
      </div>
    </Card>
  );
}

/**
 * A select among a filter's values, each shown by `optionLabel`; with `allLabel`, a first option
 * that removes the filter.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  values,
  optionLabel,
  allLabel,
  onChange,
}: {
  label: string;
  value: V | undefined;
  values: readonly V[];
  optionLabel: (value: V) => string;
  allLabel?: string;
  onChange: (value: V | '') => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(values.find((candidate) => candidate === event.target.value) ?? '')}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {values.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}
