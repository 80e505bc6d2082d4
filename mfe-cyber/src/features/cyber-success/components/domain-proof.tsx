import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import { Button, Card, Notice, Section, Stack, StatusBadge } from '@platform/ui';
import { CopyValues } from '../../../components/copy-values';
import { cyberTone } from '../../../lib/cyber-tones';
import { useVerifyDomain, type CyberRequestView } from '../api/cyber-request';
import { useText } from '@platform/i18n';

/** How to prove control of the domain (a DNS record or a file), and the "verify" action; once proven, says so. */
export function DomainProof({ request }: { request: CyberRequestView }) {
  const intl = useIntl();
  const text = useText();
  const verify = useVerifyDomain(request.id);
  const [checked, setChecked] = useState<boolean | null>(null);
  const domain = <span className="ui-break-anywhere">{request.main_domain}</span>;
  return (
    <Section
      title={<FormattedMessage id="cyber.proof.title" values={{ domain }} />}
      actions={
        <StatusBadge
          status={request.status}
          tone={cyberTone(request.status)}
          label={text(`cyber.status.${request.status}`)}
        />
      }
    >
      {request.status === 'PENDING_VERIFICATION' ? (
        <Stack gap={4}>
          <p>
            <FormattedMessage id="cyber.proof.why" />
          </p>
          <Card>
            <Stack gap={2}>
              <p>
                <FormattedMessage id="cyber.proof.dns" values={{ domain }} />
              </p>
              <CopyValues
                label={text('cyber.ops.proof.DNS')}
                items={[{ term: text('cyber.proof.txtValue'), value: request.proof.txt_record }]}
              />
            </Stack>
          </Card>
          <Card>
            <Stack gap={2}>
              <p>
                <FormattedMessage id="cyber.proof.file" />
              </p>
              <CopyValues
                label={text('cyber.ops.proof.FILE')}
                items={[
                  { term: text('cyber.proof.fileUrl'), value: request.proof.file_url },
                  { term: text('cyber.proof.fileContent'), value: request.proof.file_content },
                ]}
              />
            </Stack>
          </Card>
          {checked === false && (
            <div role="status">
              <Notice type="warn" title={text('cyber.proof.notFound')} />
            </div>
          )}
          {verify.isError && <p role="alert">{text(`error.${errorCodeOf(verify.error)}`)}</p>}
          {request.last_check_at && (
            <p className="ui-muted">
              <FormattedMessage
                id="cyber.proof.lastCheck"
                values={{ date: intl.formatDate(request.last_check_at, { dateStyle: 'medium', timeStyle: 'short' }) }}
              />
            </p>
          )}
          <div>
            <Button
              loading={verify.isPending}
              onClick={() => verify.mutate(request.version, { onSuccess: (answer) => setChecked(answer.verified) })}
            >
              <FormattedMessage id="cyber.proof.verify" />
            </Button>
          </div>
        </Stack>
      ) : (
        request.status === 'SCHEDULED' && (
          <div role="status">
            <Notice type="success" title={text('cyber.proof.verified')} />
          </div>
        )
      )}
    </Section>
  );
}
