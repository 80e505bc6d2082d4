import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_TAX_ID_TYPE, type Product } from '@platform/domain';
import { usePlatform } from '@platform/remote-kit';
import { Button, Card, Cluster, Page, Stack } from '@platform/ui';
import { ProductChoice } from '../../components/questionnaire/product-choice';
import { Questionnaire } from '../../components/questionnaire/questionnaire';
import type { SaveAnswers } from '../../components/questionnaire/use-questionnaire';
import { readPublicDraft, savePublicDraft, startPublicDraft } from '../../lib/public-draft';

/**
 * public-ipaf/one-page: a prospect with no account chooses products and fills the questionnaire;
 * the answers wait on this device until the account exists (public-ipaf/success).
 */
export function PublicForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = usePlatform();
  const [draft, setDraft] = useState(readPublicDraft);
  const [products, setProducts] = useState<Product[]>([]);
  const taxIdType = DEFAULT_TAX_ID_TYPE[locale.country].pj;
  const save = useCallback<SaveAnswers>(async (body) => savePublicDraft(taxIdType, body.answers), [taxIdType]);
  const finish = useCallback(async () => navigate('/public-ipaf/success'), [navigate]);

  if (draft) return <Questionnaire form={draft} save={save} finish={finish} taxIdType={taxIdType} />;
  return (
    <Page
      title={intl.formatMessage({ id: 'ipaf.welcome.title' })}
      titleId="ipaf-public"
      description={intl.formatMessage({ id: 'ipaf.public.text' })}
      width="narrow"
    >
      <Card padding="lg">
        <Stack gap={4}>
          <ProductChoice value={products} onChange={setProducts} />
          <Cluster>
            <Button disabled={!products.length} onClick={() => setDraft(startPublicDraft(products))}>
              {intl.formatMessage({ id: 'ipaf.welcome.start' })}
            </Button>
          </Cluster>
        </Stack>
      </Card>
    </Page>
  );
}

/** public-ipaf/success: the answers are kept; the account is created with what they already say. */
export function PublicFormSuccess() {
  const intl = useIntl();
  const answers = readPublicDraft()?.answers ?? {};
  const text = (id: string) => (typeof answers[id] === 'string' ? (answers[id] as string) : '');
  const signUp = new URLSearchParams({
    type: 'company',
    email: text('company.contact_email'),
    organisation: text('company.legal_name'),
    tax_id: text('company.tax_id'),
  });
  return (
    <Page
      title={intl.formatMessage({ id: 'ipaf.public.success.title' })}
      titleId="ipaf-public-success"
      description={intl.formatMessage({ id: 'ipaf.public.success.text' })}
      width="narrow"
    >
      <Cluster>
        <Link className="ui-button ui-button--primary" to={`/auth/sign-up?${signUp}`}>
          {intl.formatMessage({ id: 'ipaf.public.success.signUp' })}
        </Link>
      </Cluster>
    </Page>
  );
}
