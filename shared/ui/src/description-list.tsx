import type { ReactNode } from 'react';

/** What a description holds: figures (money, dates, numbers) never wrap and line up by their digits. */
export type DescriptionKind = 'text' | 'money' | 'date' | 'number';

/** One term and its description in a {@link DescriptionList}. */
export interface DescriptionItem {
  term: ReactNode;
  description: ReactNode;
  kind?: DescriptionKind;
}

/** Props of {@link DescriptionList}. */
export interface DescriptionListProps {
  /** Accessible name of the list, e.g. "Policy data". */
  label: string;
  items: DescriptionItem[];
  /** Two columns of pairs on a wide screen (always one on a phone). */
  columns?: 1 | 2;
}

const descriptionClass = (kind: DescriptionKind = 'text') =>
  kind === 'text' ? 'ui-details__description' : `ui-details__description ui-figure ui-figure--${kind}`;

/** A record's fields as terms and descriptions: the body of every detail screen. */
export function DescriptionList({ label, items, columns = 1 }: DescriptionListProps) {
  return (
    <dl className={`ui-details ui-details--columns-${columns}`} aria-label={label}>
      {items.map((item, index) => (
        <div key={index} className="ui-details__item">
          <dt className="ui-details__term">{item.term}</dt>
          <dd className={descriptionClass(item.kind)}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
