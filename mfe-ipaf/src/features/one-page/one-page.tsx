import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { ErrorCode, Product } from '@platform/domain';
import { ApiRequestError, errorCodeOf } from '@platform/api-client';
import { QueryFallback, usePlatform, useQuery, useQueryClient } from '@platform/remote-kit';
import { Button, Card, Cluster, ConfirmModal, Loading, Notice, Page, Stack } from '@platform/ui';
import {
  getApplicationForm,
  listApplicationForms,
  saveAnswers,
  startApplicationForm,
} from '../../lib/application-form-api';
import { keepOnDevice, type SaveAnswers } from '../../components/questionnaire/use-questionnaire';
import { clearPublicDraft, readPublicDraft } from '../../lib/public-draft';
import { ProductChoice } from '../../components/questionnaire/product-choice';
import { Questionnaire } from '../../components/questionnaire/questionnaire';
import { useFinishForm } from '../../components/questionnaire/use-finish';

const OPEN = new Set(['INITIAL', 'IPAF_IN_PROGRESS']);

/**
 * ipaf/one-page: the form named by `user_form_id`, else the one in progress, else the welcome with
 * the 3 tips and the products to apply for.
 */
export function OnePage() {
  const [params] = useSearchParams();
  const chosen = params.get('user_form_id');
  return chosen ? <FormById id={chosen} /> : <OpenForm />;
}

function OpenForm() {
  const { api } = usePlatform();
  const forms = useQuery({ queryKey: ['application-forms'], queryFn: () => listApplicationForms(api) });
  if (forms.status !== 'success') return <QueryFallback query={forms} />;
  const open = forms.data.items.find((form) => OPEN.has(form.status));
  if (open) return <FormById id={open.id} />;
  return readPublicDraft() ? <ClaimPublicDraft /> : <Welcome />;
}

/**
 * A questionnaire filled before the account existed (public-ipaf) becomes the account's first
 * form on its first visit here: started with its products, its answers saved, the device copy
 * dropped. Answers the API refuses stay on the form's device copy, to fix there like any other;
 * a refused start is said on the welcome.
 */
function ClaimPublicDraft() {
  const intl = useIntl();
  const { api } = usePlatform();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  useEffect(() => {
    const draft = readPublicDraft();
    if (!draft) return;
    void (async () => {
      try {
        const form = await startApplicationForm(api, draft.products);
        await saveAnswers(api, form.id, { version: form.version, answers: draft.answers }).catch(() =>
          keepOnDevice(form, draft.answers),
        );
        clearPublicDraft();
        await client.invalidateQueries({ queryKey: ['application-forms'] });
        navigate(`/ipaf/one-page?user_form_id=${encodeURIComponent(form.id)}`, { replace: true });
      } catch (failure) {
        setRefusal(errorCodeOf(failure));
      }
    })();
  }, [api, client, navigate]);
  return refusal ? <Welcome refusal={refusal} /> : <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
}

function FormById({ id }: { id: string }) {
  const { api } = usePlatform();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useQuery({ queryKey: ['application-forms', id], queryFn: () => getApplicationForm(api, id) });
  const save = useCallback<SaveAnswers>((body) => saveAnswers(api, id, body), [api, id]);
  const finish = useFinishForm(id);
  // Finishing goes through the review of every answer (ipaf/prev), which asks for the confirmation.
  const review = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['application-forms', id] });
    navigate(`/ipaf/prev?user_form_id=${encodeURIComponent(id)}`);
  }, [client, id, navigate]);
  if (form.status !== 'success') return <QueryFallback query={form} />;
  return <Questionnaire key={form.data.id} form={form.data} save={save} finish={finish} review={review} share />;
}

/**
 * Welcome, 3 tips and the choice of products; starting over a form in progress asks first.
 * `refusal`: why the API would not start the questionnaire filled before the account existed.
 */
function Welcome({ refusal = null }: { refusal?: ErrorCode | null }) {
  const intl = useIntl();
  const { api } = usePlatform();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [products, setProducts] = useState<Product[]>([]);
  const [busy, setBusy] = useState(false);
  const [inProgress, setInProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(refusal);

  const start = async (replace = false) => {
    setBusy(true);
    setError(null);
    try {
      const form = await startApplicationForm(api, products, replace);
      await client.invalidateQueries({ queryKey: ['application-forms'] });
      navigate(`/ipaf/one-page?user_form_id=${encodeURIComponent(form.id)}`);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === 'FORM_IN_PROGRESS')
        setInProgress((failure.current as { id?: string } | undefined)?.id ?? null);
      else setError(failure instanceof ApiRequestError ? failure.code : 'UNEXPECTED_ERROR');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={intl.formatMessage({ id: 'ipaf.welcome.title' })} titleId="ipaf-welcome" width="narrow">
      <Card padding="lg">
        <Stack gap={4}>
          <Stack as="ol" gap={3} className="ipaf-tips">
            {[1, 2, 3].map((tip) => (
              <li key={tip}>{intl.formatMessage({ id: `ipaf.welcome.tip${tip}` })}</li>
            ))}
          </Stack>
          {error && <Notice type="error" title={intl.formatMessage({ id: `error.${error}` })} />}
          <ProductChoice value={products} onChange={setProducts} />
          <Cluster>
            <Button disabled={!products.length} loading={busy} onClick={() => void start()}>
              {intl.formatMessage({ id: 'ipaf.welcome.start' })}
            </Button>
          </Cluster>
        </Stack>
      </Card>
      <ConfirmModal
        open={inProgress !== null}
        title={intl.formatMessage({ id: 'ipaf.welcome.replace.title' })}
        body={intl.formatMessage({ id: 'ipaf.welcome.replace.text' })}
        confirmLabel={intl.formatMessage({ id: 'ipaf.welcome.replace.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'ipaf.welcome.replace.continue' })}
        danger
        busy={busy}
        onConfirm={() => {
          setInProgress(null);
          void start(true);
        }}
        onCancel={() => navigate(`/ipaf/one-page?user_form_id=${encodeURIComponent(inProgress ?? '')}`)}
      />
    </Page>
  );
}
