import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import { emailProblem } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { usePlatform, useQuery, useQueryClient } from '@platform/remote-kit';
import { Button, Card, Cluster, Section, Stack, TextField } from '@platform/ui';
import { listFormShares, revokeFormShare, shareApplicationForm } from '../../lib/application-form-api';

/**
 * "Share with someone": mails a link that opens this form to a person without an account (the CFO,
 * the lawyer), and lists the links with their expiry; administrators revoke them (docs/questionnaire.md).
 */
export function ShareLinks({ formId }: { formId: string }) {
  const intl = useIntl();
  const { api, locale } = usePlatform();
  const client = useQueryClient();
  const shares = useQuery({
    queryKey: ['application-forms', formId, 'shares'],
    queryFn: () => listFormShares(api, formId),
  });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['application-forms', formId, 'shares'] });

  const send = async () => {
    setSent(null);
    const problem = emailProblem(email);
    if (problem) return setError(problem === 'REQUIRED' ? 'common.mandatory' : `error.${problem}`);
    setBusy(true);
    try {
      await shareApplicationForm(api, formId, email.trim(), locale.language);
      setSent(email.trim());
      setEmail('');
      setError(null);
      await refresh();
    } catch (failure) {
      setError(`error.${errorCodeOf(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (shareId: string) => {
    try {
      await revokeFormShare(api, formId, shareId);
      await refresh();
    } catch (failure) {
      setError(`error.${errorCodeOf(failure)}`);
    }
  };

  const active = shares.status === 'success' ? shares.data.items.filter((share) => !share.revoked_at) : [];
  return (
    <Card padding="lg">
      <Section
        title={intl.formatMessage({ id: 'ipaf.share.title' })}
        description={intl.formatMessage({ id: 'ipaf.share.text' })}
      >
        <Stack gap={3}>
          <TextField
            label={intl.formatMessage({ id: 'ipaf.share.email' })}
            type="email"
            value={email}
            error={error ? intl.formatMessage({ id: error }) : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Cluster>
            <Button variant="secondary" loading={busy} onClick={() => void send()}>
              {intl.formatMessage({ id: 'ipaf.share.send' })}
            </Button>
          </Cluster>
          {sent && <p role="status">{intl.formatMessage({ id: 'ipaf.share.sent' }, { email: sent })}</p>}
          {active.length > 0 && (
            <Stack as="ul" gap={2}>
              {active.map((share) => (
                <li key={share.id}>
                  {intl.formatMessage(
                    { id: 'ipaf.share.link' },
                    { email: share.email, date: formatDate(share.expires_at, locale) },
                  )}{' '}
                  <Button variant="link" onClick={() => void revoke(share.id)}>
                    {intl.formatMessage({ id: 'ipaf.share.revoke' })}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Section>
    </Card>
  );
}
