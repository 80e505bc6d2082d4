import type { ReactNode } from 'react';

/** Props of {@link DetailsList}. */
export interface DetailsListProps {
  /** Accessible name of the list, e.g. "Policy data". */
  label: string;
  /** Pairs of translated label and value, in display order. */
  items: { label: string; value: ReactNode }[];
}

/** A record's fields as a description list in a card: the body of every detail screen. */
export function DetailsList({ label, items }: DetailsListProps) {
  return (
    <dl className="ui-card ui-details" aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
