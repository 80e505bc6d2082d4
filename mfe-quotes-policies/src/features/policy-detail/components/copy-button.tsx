import { useState } from 'react';
import { useText } from '@platform/i18n';
import { Button, Cluster, TextField } from '@platform/ui';

/** Copies `value` with one press, and says whether it worked. */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const text = useText();
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid('copied');
    } catch {
      setSaid('failed');
    }
  };
  return (
    <Cluster gap={2} align="center">
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status">
        {said === 'copied' ? text('pay.copied') : said === 'failed' ? text('pay.copyFailed') : ''}
      </span>
    </Cluster>
  );
}

/** A value the payer types into their bank (a CLABE, a reference), shown read-only and copied with one press. */
export function CopyField({
  label,
  copy,
  value,
  shown = value,
}: {
  label: string;
  copy: string;
  value: string;
  shown?: string;
}) {
  return (
    <>
      <TextField label={label} value={shown} readOnly />
      <CopyButton label={copy} value={value} />
    </>
  );
}
