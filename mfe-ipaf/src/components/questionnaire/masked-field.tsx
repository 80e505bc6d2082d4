import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AnswerValue, Locale } from '@platform/domain';
import { formatPostalCode } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { TextField } from '@platform/ui';
import { dateInput, dateText, moneyInput, moneyText, numberInput, numberText, type MaskedInput } from './input-masks';

/** How a field is masked: money, a date, a postal code (stored as text), a count or a percentage (stored as numbers). */
export type MaskType = 'money' | 'date' | 'postal_code' | 'integer' | 'percent';

interface Mask {
  input(typed: string, locale: Locale): MaskedInput<string | number>;
  text(value: AnswerValue, locale: Locale): string;
  inputMode: 'decimal' | 'numeric';
}

const asText = (value: AnswerValue) => (typeof value === 'string' ? value : null);
const asNumber = (value: AnswerValue) => (typeof value === 'number' ? value : null);

const MASKS: Record<MaskType, Mask> = {
  money: { input: moneyInput, text: (value, locale) => moneyText(asText(value), locale), inputMode: 'decimal' },
  date: { input: dateInput, text: (value, locale) => dateText(asText(value), locale), inputMode: 'numeric' },
  postal_code: {
    input: (typed, { country }) => {
      const text = formatPostalCode(country, typed);
      return { text, value: text || null };
    },
    text: (value, { country }) => formatPostalCode(country, asText(value) ?? ''),
    inputMode: 'numeric',
  },
  integer: {
    input: (typed, locale) => numberInput(typed, locale, 'integer'),
    text: (value, locale) => numberText(asNumber(value), locale, 'integer'),
    inputMode: 'numeric',
  },
  percent: {
    input: (typed, locale) => numberInput(typed, locale, 'percent'),
    text: (value, locale) => numberText(asNumber(value), locale, 'percent'),
    inputMode: 'decimal',
  },
};

interface MaskedFieldProps {
  type: MaskType;
  label: string;
  name: string;
  required?: boolean;
  error?: string;
  'data-question': string;
  value: AnswerValue | undefined;
  onAnswer(value: string | number | null): void;
}

/**
 * A money, date, postal code or number answer typed the way the locale writes it (`2.400.000,50`,
 * `10/03/2015`, `01310-100`, `1.250`, `33,5`) and answered the way the API stores it. What the person typed stays on
 * screen, also while it is incomplete; an answer changed elsewhere (a co-author, a conflict choice)
 * replaces it.
 */
export function MaskedField({ type, value, onAnswer, ...field }: MaskedFieldProps) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const mask = MASKS[type];
  const stored = typeof value === 'string' || typeof value === 'number' ? value : null;
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
      inputMode={mask.inputMode}
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
