import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { Button, Notice, PageHeader, StatusBadge } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { CodeBlock } from '../../components/code-block';
import { cyberTone } from '../../lib/cyber-tones';
import { useCyberLive } from '../../lib/use-cyber-live';
import { useCyberRequest, useVerifyDomain, type CyberRequestView } from './api/cyber-request';

const STEPS = ['proof', 'scan', 'report', 'repeat'] as const;

/** dashboard/cyber/success-screen: what happens next, and (given ?request=) how to prove the domain. */
export function CyberSuccessPage() {
  useCyberLive();
  const [params] = useSearchParams();
  const id = params.get('request');
  const request = useCyberRequest(id);

  return (
    <section className="ui-page" aria-labelledby="cyber-success-title">
      <PageHeader title={<FormattedMessage id="cyber.success.title" />} titleId="cyber-success-title" />
      <section className="ui-card" aria-labelledby="cyber-next-title">
        <h2 id="cyber-next-title">
          <FormattedMessage id="cyber.success.next" />
        </h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              <FormattedMessage id={`cyber.success.step.${step}`} />
            </li>
          ))}
        </ol>
      </section>
      {!id && (
        <p>
          <FormattedMessage id="cyber.success.noRequest" />
        </p>
      )}
      {id && request.status !== 'success' && <QueryFallback query={request} />}
      {request.status === 'success' && <DomainProof request={request.data} />}
      <p>
        <Link className="ui-button ui-button--secondary" to="/dashboard/cyber/home">
          <FormattedMessage id="cyber.success.home" />
        </Link>
      </p>
    </section>
  );
}

/** How to prove control of the domain, and the "verify" action; once proven, says so. */
function DomainProof({ request }: { request: CyberRequestView }) {
  const intl = useIntl();
  const verify = useVerifyDomain(request.id);
  const [checked, setChecked] = useState<boolean | null>(null);
  const domain = request.main_domain;
  return (
    <section className="ui-card" aria-labelledby="cyber-proof-title">
      <h2 id="cyber-proof-title" style={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="cyber.proof.title" values={{ domain }} />
      </h2>
      <p>
        <StatusBadge
          status={request.status}
          tone={cyberTone(request.status)}
          label={intl.formatMessage({ id: `cyber.status.${request.status}` })}
        />
      </p>
      {request.status === 'PENDING_VERIFICATION' ? (
        <>
          <p>
            <FormattedMessage id="cyber.proof.why" />
          </p>
          <p>
            <FormattedMessage id="cyber.proof.dns" values={{ domain }} />
          </p>
          <CodeBlock>{request.proof.txt_record}</CodeBlock>
          <p>
            <FormattedMessage id="cyber.proof.file" />
          </p>
          <CodeBlock>{request.proof.file_url}</CodeBlock>
          <CodeBlock>{request.proof.file_content}</CodeBlock>
          {checked === false && (
            <div role="status">
              <Notice type="warn" title={intl.formatMessage({ id: 'cyber.proof.notFound' })} />
            </div>
          )}
          {verify.isError && <p role="alert">{intl.formatMessage({ id: `error.${errorCodeOf(verify.error)}` })}</p>}
          {request.last_check_at && (
            <p>
              <FormattedMessage
                id="cyber.proof.lastCheck"
                values={{ date: intl.formatDate(request.last_check_at, { dateStyle: 'medium', timeStyle: 'short' }) }}
              />
            </p>
          )}
          <Button
            loading={verify.isPending}
            onClick={() => verify.mutate(request.version, { onSuccess: (answer) => setChecked(answer.verified) })}
          >
            <FormattedMessage id="cyber.proof.verify" />
          </Button>
        </>
      ) : (
        request.status === 'SCHEDULED' && (
          <div role="status">
            <Notice type="success" title={intl.formatMessage({ id: 'cyber.proof.verified' })} />
          </div>
        )
      )}
    </section>
  );
}
