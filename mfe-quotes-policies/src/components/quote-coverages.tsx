import type { ReactNode } from 'react';
import { ShieldCheck, ShieldX } from 'lucide-react';
import type { Locale } from '@platform/domain';
import { coverageText, exclusionText } from '@platform/domain/coverage-texts';
import { Section, Stack } from '@platform/ui/page-parts';
import { formatMoney } from '../lib/format-money';
import type { QuoteRow } from '../lib/quotes';
import { quoteTexts } from '../lib/quote-texts';

/** Sits on the text's baseline, before the name it marks. */
const ICON = { verticalAlign: 'text-bottom' } as const;

/**
 * What an option covers and leaves out, each with its plain-language sentence (coverage-texts.ts in
 * the domain, the same the proposal PDF prints), the sublimit beside the coverage it caps.
 */
export function QuoteCoverages({
  quote,
  locale,
}: {
  // A policy's wording shows the terms it was bound on, which are its quote's.
  quote: Pick<QuoteRow, 'coverages' | 'sublimits' | 'exclusions' | 'currency'>;
  locale: Locale;
}) {
  const { text } = quoteTexts(locale);
  const covered = quote.coverages.map((code) => {
    const sublimit = quote.sublimits.find((item) => item.coverage === code)?.amount;
    return {
      code,
      name: text(`terms.coverage.${code}`),
      note: sublimit ? text('quote.sublimit', { amount: formatMoney(sublimit, quote.currency, locale) }) : null,
      sentence: coverageText(code, locale.language),
    };
  });
  const excluded = quote.exclusions.map((code) => ({
    code,
    name: text(`terms.exclusion.${code}`),
    note: null,
    sentence: exclusionText(code, locale.language),
  }));
  return (
    <>
      <Section title={text('quote.coverages')} description={text('quote.plainWords')}>
        <TermList
          items={covered}
          none={text('quote.none')}
          icon={<ShieldCheck aria-hidden="true" size={18} color="var(--ui-tone-success-fg)" style={ICON} />}
        />
      </Section>
      <Section title={text('quote.exclusions')}>
        <TermList
          items={excluded}
          none={text('quote.none')}
          icon={<ShieldX aria-hidden="true" size={18} color="var(--ui-tone-danger-fg)" style={ICON} />}
        />
      </Section>
    </>
  );
}

interface Term {
  code: string;
  name: string;
  note: string | null;
  sentence: string;
}

function TermList({ items, icon, none }: { items: Term[]; icon: ReactNode; none: string }) {
  if (items.length === 0) return <p>{none}</p>;
  return (
    <Stack as="ul" gap={3}>
      {items.map((item) => (
        <Stack key={item.code} as="li" gap={1}>
          <strong>
            {icon} {item.name}
            {item.note && ` (${item.note})`}
          </strong>
          <span>{item.sentence}</span>
        </Stack>
      ))}
    </Stack>
  );
}
