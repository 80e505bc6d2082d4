import type { Locale } from '@platform/domain';
import { purchasePath, type PurchasePosition } from '@platform/domain/purchase-path';
import { PURCHASE_WORDS } from '@platform/i18n/purchase-words';
import { Stepper } from '@platform/ui/page-parts';

/**
 * Where the customer is between an option and a paid policy (quote, checkout, signature, issued,
 * paid), from whatever statuses the screen holds; the one rule is purchasePath in the domain. Its
 * words are the purchase words alone (plain, no arguments): the quote link's first screen draws it
 * without react-intl.
 */
export function PurchaseStepper({ position, locale }: { position: PurchasePosition; locale: Locale }) {
  const words = PURCHASE_WORDS[locale.language];
  return (
    <Stepper
      label={words['purchasePath.label']}
      doneLabel={words['purchasePath.done']}
      steps={purchasePath(position).map((step) => ({ ...step, label: words[`purchasePath.step.${step.id}`] }))}
    />
  );
}
