import { DescriptionList } from '@platform/ui';

/**
 * Values to copy exactly as they are (a DNS record, an address, a token), each under its name.
 * A description wraps anywhere, so a long token breaks on a phone instead of pushing the page sideways.
 */
export function CopyValues({ label, items }: { label: string; items: { term: string; value: string }[] }) {
  return (
    <DescriptionList
      label={label}
      items={items.map(({ term, value }) => ({ term, description: <code>{value}</code> }))}
    />
  );
}
