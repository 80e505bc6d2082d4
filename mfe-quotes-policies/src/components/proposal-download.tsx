import { useState } from 'react';
import { useIntl } from 'react-intl';
import { saveFile, usePlatform } from '@platform/remote-kit';
import { Button, Notice } from '@platform/ui';
import { downloadProposal } from '../lib/quote-actions';

/** Downloads the option's proposal PDF, rendered by the API in the screen's language. */
export function ProposalDownload({ quoteId, label }: { quoteId: string; label: string }) {
  const intl = useIntl();
  const { api, locale } = usePlatform();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const download = async () => {
    setState('busy');
    try {
      const pdf = await downloadProposal(api, quoteId, locale.language);
      saveFile(pdf, `proposal-${quoteId}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void download()} loading={state === 'busy'}>
        {label}
      </Button>
      {state === 'failed' && <Notice type="error" title={intl.formatMessage({ id: 'quote.downloadFailed' })} />}
    </>
  );
}
