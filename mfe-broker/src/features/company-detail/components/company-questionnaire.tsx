import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { errorCodeOf } from '@platform/api-client';
import { PRODUCTS, type ErrorCode, type Product } from '@platform/domain';
import { FormError } from '@platform/remote-kit';
import { Button, Section, Stack } from '@platform/ui';
import { useStartQuestionnaire } from '../api/start-questionnaire';
import { useText } from '@platform/i18n';

const questionnaireAt = (formId: string) => `/ipaf/one-page?user_form_id=${encodeURIComponent(formId)}`;

/**
 * The broker starts the customer's questionnaire for the products chosen and fills it in on the
 * questionnaire screen, where it also shares it with the client (the guest link). One already in
 * progress is opened instead: the customer's form is one, whoever started it.
 */
export function CompanyQuestionnaire({ companyId }: { companyId: string }) {
  const navigate = useNavigate();
  const start = useStartQuestionnaire(companyId);
  const [products, setProducts] = useState<Product[]>(['D_AND_O']);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const text = useText();

  const onStart = () => {
    setRefusal(null);
    start.mutate(products, {
      onSuccess: (form) => navigate(questionnaireAt(form.id)),
      onError: (failure) => {
        const open = (failure as { current?: { id?: string } }).current?.id;
        if (errorCodeOf(failure) === 'FORM_IN_PROGRESS' && open) navigate(questionnaireAt(open));
        else setRefusal(errorCodeOf(failure));
      },
    });
  };

  return (
    <Section title={text('broker.questionnaire.title')} description={text('broker.questionnaire.text')}>
      <Stack gap={3}>
        <FormError code={refusal} />
        <fieldset className="ui-choice ui-field">
          <legend className="ui-field__label">{text('broker.questionnaire.products')}</legend>
          {PRODUCTS.map((product) => (
            <label key={product} className="ui-choice__option">
              <input
                type="checkbox"
                checked={products.includes(product)}
                onChange={(event) =>
                  setProducts(event.target.checked ? [...products, product] : products.filter((p) => p !== product))
                }
              />
              {text(`product.${product}`)}
            </label>
          ))}
        </fieldset>
        <div>
          <Button onClick={onStart} loading={start.isPending} disabled={products.length === 0}>
            <ClipboardList size={18} aria-hidden="true" />
            {text('broker.questionnaire.start')}
          </Button>
        </div>
      </Stack>
    </Section>
  );
}
