import { purchasePath, type PurchasePosition } from '@platform/domain/purchase-path';
import { Stepper } from '@platform/ui';
import { useText } from '@platform/i18n/use-text';

/**
 * Where the customer is between an option and a paid policy (quote, checkout, signature, issued,
 * paid), from whatever statuses the screen holds; the one rule is purchasePath in the domain.
 */
export function PurchaseStepper({ position }: { position: PurchasePosition }) {
  const text = useText();
  return (
    <Stepper
      label={text('purchasePath.label')}
      doneLabel={text('purchasePath.done')}
      steps={purchasePath(position).map((step) => ({ ...step, label: text(`purchasePath.step.${step.id}`) }))}
    />
  );
}
