import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AnswerValue, Locale } from '@platform/domain';
import { formatPostalCode } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { TextField } from '@platform/ui';
import { dateInput, dateText, moneyInput, moneyText, type MaskedInput } from './input-masks';

type Mask = 'money' | 'date' | 'postal_code';

const MASKS: Record<
  Mask,
  { input(typed: string, locale: Locale): MaskedInput; text(value: string | null, locale: Locale): string }
> = {
  money: { input: moneyInput, text: moneyText },
  date: { input: dateInput, text: dateText },
  postal_code: {
    input: (typed, { country }) => {
      const text = formatPostalCode(country, typed);
      return { text, value: text || null };
    },
    text: (value, { country }) => formatPostalCode(country, value ?? ''),
  },
};

interface MaskedFieldProps {
  type: Mask;
  label: string;
  name: string;
  required?: boolean;
  error?: string;
  'data-question': string;
  value: AnswerValue | undefined;
  onAnswer(value: string | null): void;
}

/**
 * A money, date or postal code answer typed the way the locale writes it (`2.400.000,50`,
 * `10/03/2015`, `01310-100`) and answered the way the API stores it. What the person typed stays on
 * screen, also while it is incomplete; an answer changed elsewhere (a co-author, a conflict choice)
 * replaces it.
 */
export function MaskedField({ type, value, onAnswer, ...field }: MaskedFieldProps) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const mask = MASKS[type];
  const stored = typeof value === 'string' ? value : null;
  const [typed, setTyped] = useState(() => mask.text(stored, locale));
  const [seen, setSeen] = useState(stored);
  // Adjusting state while rendering (React's way for props that change): only when the answer moved
  // away from what the typed text means, so typing is never overwritten by its own answer.
  if (stored !== seen) {
    setSeen(stored);
    if (mask.input(typed, locale).value !== stored) setTyped(mask.text(stored, locale));
  }
  return (
    <TextField
      {...field}
      type="text"
      inputMode={type === 'money' ? 'decimal' : 'numeric'}
      placeholder={type === 'date' ? intl.formatMessage({ id: 'ipaf.onePage.datePattern' }) : undefined}
      value={typed}
      onChange={(event) => {
        const next = mask.input(event.target.value, locale);
        setTyped(next.text);
        if (next.value !== stored) onAnswer(next.value);
      }}
    />
  );
}
