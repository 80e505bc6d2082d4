import { useState } from 'react';
import { formatDate, useText } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Button, DescriptionList, Notice, Section, Stack } from '@platform/ui';
import { downloadSignedProposal } from '../api/download-signed-proposal';
import type { PolicyWordingData } from '../api/get-policy-wording';

/** The document that was signed, with who signed it, when, and the fingerprint its evidence page repeats. */
export function SignedProposal({ signed }: { signed: PolicyWordingData['signed_proposal'] }) {
  const { api, locale } = usePlatform();
  const text = useText();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!signed)
    return (
      <Section title={text('wording.signed.title')}>
        <p>{text('wording.signed.none')}</p>
      </Section>
    );

  const download = async () => {
    setState('busy');
    try {
      const pdf = await downloadSignedProposal(api, signed.checkout_id);
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `signed-proposal-${signed.checkout_id.slice(0, 8)}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <Section title={text('wording.signed.title')} description={text('wording.signed.text')}>
      <Stack gap={4}>
        <DescriptionList
          label={text('wording.signed.title')}
          items={[
            { term: text('wording.signed.by'), description: signed.signed_name },
            {
              term: text('wording.signed.at'),
              description: formatDate(signed.signed_at, locale, 'long'),
              kind: 'date',
            },
            { term: text('wording.signed.hash'), description: <code>{signed.document_sha256}</code> },
          ]}
        />
        <div>
          <Button variant="secondary" onClick={() => void download()} loading={state === 'busy'}>
            {text('wording.signed.download')}
          </Button>
        </div>
        {state === 'failed' && <Notice type="error" title={text('wording.signed.failed')} />}
      </Stack>
    </Section>
  );
}
