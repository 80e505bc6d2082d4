import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { QueryFallback, usePlatform, useQuery } from '@platform/remote-kit';
import { useCallback } from 'react';
import { getSharedForm, saveSharedAnswers } from '../../lib/application-form-api';
import type { SaveAnswers } from '../../components/questionnaire/use-questionnaire';
import { Questionnaire } from '../../components/questionnaire/questionnaire';

/**
 * shared-ipaf/index?token=: the questionnaire a customer shared with a guest (the CFO, the lawyer),
 * without an account. An unknown, expired or revoked link goes to shared-ipaf/ipaf-not-found.
 */
export function SharedForm() {
  const { api } = usePlatform();
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useQuery({
    queryKey: ['application-forms', 'shared', token],
    queryFn: () => getSharedForm(api, token),
    enabled: Boolean(token),
    retry: false,
  });
  const save = useCallback<SaveAnswers>((body) => saveSharedAnswers(api, token, body), [api, token]);
  if (!token) return <Navigate to="/shared-ipaf/ipaf-not-found" replace />;
  if (form.status === 'error' && errorCodeOf(form.error) === 'SHARE_LINK_INVALID')
    return <Navigate to="/shared-ipaf/ipaf-not-found" replace />;
  if (form.status !== 'success') return <QueryFallback query={form} />;
  return <Questionnaire key={form.data.id} form={form.data} save={save} />;
}

/** shared-ipaf/ipaf-not-found: the link does not open a form (any more). */
export function SharedFormNotFound() {
  const intl = useIntl();
  return (
    <section className="ui-page" aria-labelledby="ipaf-shared-not-found">
      <header className="ui-page-header">
        <h1 id="ipaf-shared-not-found">{intl.formatMessage({ id: 'ipaf.shared.notFound.title' })}</h1>
      </header>
      <p>{intl.formatMessage({ id: 'error.SHARE_LINK_INVALID' })}</p>
    </section>
  );
}
