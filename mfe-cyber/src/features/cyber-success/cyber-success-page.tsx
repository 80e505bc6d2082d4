import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { FileText, Globe, Radar, RefreshCw } from 'lucide-react';
import { Page, Section, Stack } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { useCyberLive } from '../../lib/use-cyber-live';
import { useCyberRequest } from './api/cyber-request';
import { DomainProof } from './components/domain-proof';

/** The way from a request to its reports, each step with a picture of what happens. */
const STEPS = [
  { id: 'proof', icon: Globe },
  { id: 'scan', icon: Radar },
  { id: 'report', icon: FileText },
  { id: 'repeat', icon: RefreshCw },
] as const;

/** dashboard/cyber/success-screen: what happens next, and (given ?request=) how to prove the domain. */
export function CyberSuccessPage() {
  useCyberLive();
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('request');
  const request = useCyberRequest(id);

  return (
    <Page
      title={<FormattedMessage id="cyber.success.title" />}
      titleId="cyber-success-title"
      description={!id && <FormattedMessage id="cyber.success.noRequest" />}
      actions={
        <Link className="ui-button ui-button--secondary" to="/dashboard/cyber/home">
          <FormattedMessage id="cyber.success.home" />
        </Link>
      }
      width="narrow"
    >
      <Section title={intl.formatMessage({ id: 'cyber.success.next' })}>
        <Stack as="ol" gap={3}>
          {STEPS.map(({ id: step, icon: Icon }) => (
            <li key={step} className="ui-check">
              <Icon className="cyber-icon" aria-hidden="true" size={24} />
              <span>
                <FormattedMessage id={`cyber.success.step.${step}`} />
              </span>
            </li>
          ))}
        </Stack>
      </Section>
      {id && request.status !== 'success' && <QueryFallback query={request} />}
      {request.status === 'success' && <DomainProof request={request.data} />}
    </Page>
  );
}
