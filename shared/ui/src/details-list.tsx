import type { ReactNode } from 'react';
import { DescriptionList, type DescriptionKind } from './description-list';
import { Card } from './card';

/** Props of {@link DetailsList}. */
export interface DetailsListProps {
  /** Accessible name of the list, e.g. "Policy data". */
  label: string;
  /** Pairs of translated label and value, in display order. */
  items: { label: string; value: ReactNode; kind?: DescriptionKind }[];
}

/** The earlier name of {@link DescriptionList}, in its own card: kept so existing screens read the same. */
export function DetailsList({ label, items }: DetailsListProps) {
  return (
    <Card>
      <DescriptionList
        label={label}
        items={items.map((item) => ({ term: item.label, description: item.value, kind: item.kind }))}
      />
    </Card>
  );
}
