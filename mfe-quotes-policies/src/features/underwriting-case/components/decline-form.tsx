import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { UNDERWRITING_REASONS, type FieldProblem } from '@platform/domain';
import { FormError } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, ConfirmModal, SelectField, TextAreaField } from '@platform/ui';
import type { CaseProduct } from '../api/get-underwriting-case';
import { useDeclineReferredProduct, type DeclineBody } from '../api/decide-product';
import { useText } from '@platform/i18n';

interface DeclineValues {
  reason_code: string;
  reason: string;
}

export const declineProblems = (values: DeclineValues): FieldProblem[] => [
  ...(values.reason_code ? [] : [{ field: 'reason_code', code: 'REQUIRED' as const }]),
  ...(values.reason.trim() ? [] : [{ field: 'reason', code: 'REQUIRED' as const }]),
];

/** Declines a referred product: a reason of the catalogue plus the words the customer reads, after confirmation. */
export function DeclineForm({
  caseId,
  version,
  product,
  onDone,
}: {
  caseId: string;
  version: number;
  product: CaseProduct;
  onDone: (message: string) => void;
}) {
  const text = useText();
  const decline = useDeclineReferredProduct(caseId);
  const productName = text(`product.${product.product}`);
  const form = usePlatformForm<DeclineValues>({
    defaultValues: { reason_code: product.reasons[0] ?? '', reason: '' },
    rules: declineProblems,
  });
  const [confirming, setConfirming] = useState(false);
  const send = form.submit(async (values) => {
    await decline.mutateAsync({
      version,
      product: product.product,
      reason_code: values.reason_code as DeclineBody['reason_code'],
      reason: values.reason.trim(),
    });
    onDone(text('desk.decline.done', { product: productName }));
  });
  const id = `desk-decline-${product.product}`;

  return (
    <form
      className="ui-card"
      noValidate
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault();
        void form.trigger().then((valid) => valid && setConfirming(true));
      }}
    >
      <h3 id={id}>{text('desk.decline.title', { product: productName })}</h3>
      <FormError code={form.formError} />
      <SelectField label={text('desk.decline.code')} required {...form.select('reason_code')}>
        <option value="">{text('desk.decline.choose')}</option>
        {UNDERWRITING_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {text(`uw.reason.${reason}`)}
          </option>
        ))}
      </SelectField>
      {form.errorText('reason_code') && <p className="ui-field__error">{form.errorText('reason_code')}</p>}
      <TextAreaField label={text('desk.decline.reason')} required rows={3} {...form.field('reason')} />
      <Button type="submit" variant="danger">
        <FormattedMessage id="desk.decline.submit" />
      </Button>
      <ConfirmModal
        open={confirming}
        danger
        title={text('desk.decline.confirmTitle', { product: productName })}
        body={text('desk.decline.confirmText')}
        confirmLabel={text('desk.decline.submit')}
        cancelLabel={text('desk.cancel')}
        busy={form.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void send().finally(() => setConfirming(false));
        }}
      />
    </form>
  );
}
