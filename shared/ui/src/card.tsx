import type { AriaAttributes, ReactNode } from 'react';

/** Props of {@link Card}: its look, its element and the aria attributes that name or describe it. */
export interface CardProps extends AriaAttributes {
  /** `highlight` marks the one recommended or current thing; `muted` recedes behind the rest. */
  tone?: 'default' | 'highlight' | 'muted';
  padding?: 'sm' | 'md' | 'lg';
  /** `li` inside a list of cards, `article` for a record that stands alone, `section` for a named region. */
  as?: 'div' | 'section' | 'article' | 'li';
  id?: string;
  role?: string;
  children?: ReactNode;
}

/** A surface that groups one thing: a record, an option, a summary. */
export function Card({ tone = 'default', padding = 'md', as: Element = 'div', children, ...rest }: CardProps) {
  return (
    <Element className={`ui-card ui-card--${tone} ui-card--pad-${padding}`} {...rest}>
      {children}
    </Element>
  );
}
