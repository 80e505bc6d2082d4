import type { ReactNode } from 'react';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The amount, already formatted in the user's locale and currency. */
  amount: ReactNode;
  /** What the amount is ("per year", "or 12 × R$ 100,00"). */
  caption?: ReactNode;
  size?: 'md' | 'lg';
}

/** The figure that takes the stage: a premium, a total due. It never breaks across lines. */
export function Price({ amount, caption, size = 'md' }: PriceProps) {
  return (
    <p className={`ui-price ui-price--${size}`}>
      <span className="ui-price__amount ui-figure ui-figure--money">{amount}</span>
      {caption && <span className="ui-price__caption">{caption}</span>}
    </p>
  );
}
