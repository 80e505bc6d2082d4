import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { formatDate } from '@platform/i18n';
import { CircleCheck, FileX } from 'lucide-react';
import { Card, Cluster, EmptyState, Notice, Page, Stack } from '@platform/ui';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { usePolicies } from './api/list-policies';
import { emptyClaimForm } from './claim-form';
import { ClaimReportForm, type Reported } from './components/claim-report-form';

/** dashboard/claims/create (also reached from a policy's "report a claim": ?policyId=). */
export function ClaimCreatePage() {
  const intl = useIntl();
  const { session } = usePlatform();
  const user = useStore(session, (state) => state.user);
  const [params] = useSearchParams();
  const policies = usePolicies();
  const [reported, setReported] = useState<Reported | null>(null);

  if (reported) return <ClaimReported reported={reported} />;
  const wanted = params.get('policyId') ?? '';
  const contact = { name: [user.first_name, user.last_name].filter(Boolean).join(' '), email: user.email ?? '' };
  return (
    <Page
      title={<FormattedMessage id="claims.create.title" />}
      titleId="claim-create-title"
      description={<FormattedMessage id="claims.create.intro" />}
      width="narrow"
    >
      <QueryList
        query={policies}
        items={(data) => data.items}
        empty={
          <Card>
            <EmptyState
              icon={<FileX size={40} strokeWidth={1.5} />}
              title={intl.formatMessage({ id: 'claims.form.noPolicies' })}
            />
          </Card>
        }
      >
        {(items) => (
          <ClaimReportForm
            policies={items}
            initial={emptyClaimForm(items.some((policy) => policy.id === wanted) ? wanted : '', contact)}
            onReported={setReported}
          />
        )}
      </QueryList>
    </Page>
  );
}

/** The success screen: the protocol and what happens next. */
function ClaimReported({ reported }: { reported: Reported }) {
  const { locale } = usePlatform();
  const intl = useIntl();
  return (
    <Page
      title={<FormattedMessage id="claims.success.title" />}
      titleId="claim-reported-title"
      width="narrow"
      before={<CircleCheck className="ui-success-mark" size={48} strokeWidth={1.5} aria-hidden="true" />}
    >
      <Card padding="lg">
        <Stack gap={3}>
          <p data-testid="claim-protocol">
            <FormattedMessage
              id="claims.success.protocol"
              values={{ protocol: <strong>{reported.protocol_number}</strong> }}
            />
          </p>
          <p>
            <FormattedMessage
              id="claims.success.next"
              values={{ due: reported.decision_due_on ? formatDate(reported.decision_due_on, locale) : '' }}
            />
          </p>
          {reported.claims_made_window === 'OUTSIDE' && (
            <Notice type="warn" title={intl.formatMessage({ id: 'claims.window.OUTSIDE' })} />
          )}
          {reported.failedFiles.length > 0 && (
            <Notice
              type="warn"
              title={intl.formatMessage({ id: 'claims.success.filesFailed' })}
              detail={reported.failedFiles
                .map(({ name, code }) => `${name}: ${intl.formatMessage({ id: `error.${code}` })}`)
                .join('; ')}
            />
          )}
          <Cluster>
            <Link className="ui-button ui-button--primary" to={`/dashboard/claims/detail/${reported.id}`}>
              <FormattedMessage id="claims.success.open" />
            </Link>
            <Link className="ui-button ui-button--secondary" to="/dashboard/claims/home">
              <FormattedMessage id="claims.success.list" />
            </Link>
          </Cluster>
        </Stack>
      </Card>
    </Page>
  );
}
