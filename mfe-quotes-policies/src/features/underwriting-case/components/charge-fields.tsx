import { DESK_CHARGES_OF, type Country } from '@platform/domain';
import { useText } from '@platform/i18n';
import type { usePlatformForm } from '@platform/remote-kit/forms';
import { FormSection, TextField } from '@platform/ui';
import type { OptionsFormValues } from './quote-options-values';

/**
 * The charges of their own an option carries where the account's country has them (a US state's
 * surplus-lines tax and stamping fee, typed by the underwriter), one amount field each; nothing
 * elsewhere, where premium taxes come from the country's table at checkout.
 */
export function ChargeFields({
  form,
  index,
  country,
  currency,
}: {
  form: ReturnType<typeof usePlatformForm<OptionsFormValues>>;
  index: number;
  country: Country;
  currency: string;
}) {
  const text = useText();
  const codes = DESK_CHARGES_OF[country];
  if (!codes.length) return null;
  return (
    <FormSection legend={text('desk.option.charges', { currency })} description={text('desk.option.chargesHint')}>
      <div className="ui-grid">
        {codes.map((code) => (
          <TextField
            key={code}
            label={text(`quote.charge.${code}`)}
            inputMode="decimal"
            {...form.field(`options.${index}.charges.${code}`)}
          />
        ))}
      </div>
    </FormSection>
  );
}
