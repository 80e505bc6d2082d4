import type { FormHTMLAttributes, HTMLAttributes } from 'react';

/** A step of the spacing scale (--ui-space-1 … --ui-space-6). */
export type SpaceStep = 1 | 2 | 3 | 4 | 5 | 6;

type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'form' | 'header' | 'footer' | 'nav';

/** The attributes a layout element passes on (aria, id, a form's onSubmit and noValidate). */
type LayoutAttributes = HTMLAttributes<HTMLElement> & Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'>;

/** Props of {@link Stack}. */
export interface StackProps extends LayoutAttributes {
  gap?: SpaceStep;
  as?: LayoutElement;
}

/** Parts one under the other, a step of the spacing scale apart (a list element loses its bullets). */
export function Stack({ gap = 3, as: Element = 'div', className, children, ...rest }: StackProps) {
  return (
    <Element className={`ui-stack ui-gap-${gap}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </Element>
  );
}

/** Props of {@link Cluster}. */
export interface ClusterProps extends LayoutAttributes {
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  as?: LayoutElement;
}

/** Parts side by side that wrap onto the next line when the screen is narrow (buttons, badges, figures). */
export function Cluster({
  gap = 2,
  align = 'center',
  justify = 'start',
  as: Element = 'div',
  className,
  children,
  ...rest
}: ClusterProps) {
  return (
    <Element
      className={`ui-cluster ui-gap-${gap} ui-cluster--align-${align} ui-cluster--justify-${justify}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      {children}
    </Element>
  );
}

/** Props of {@link Grid}. */
export interface GridProps extends LayoutAttributes {
  gap?: SpaceStep;
  /** `fill` keeps empty tracks so a lone card keeps a card's width; `fit` lets two or three share the row. */
  tracks?: 'fill' | 'fit';
  /** The narrowest a card may get before the grid puts it on a row of its own: 16rem, or 20rem for a wide one. */
  minWidth?: 'md' | 'lg';
  as?: LayoutElement;
}

/** Cards in columns that fold onto one column on a phone (a `Stack` with `ui-grid` stays a flex column). */
export function Grid({
  gap = 3,
  tracks = 'fill',
  minWidth = 'md',
  as: Element = 'div',
  className,
  children,
  ...rest
}: GridProps) {
  return (
    <Element
      className={`ui-grid ui-grid--${tracks} ui-grid--min-${minWidth} ui-gap-${gap}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      {children}
    </Element>
  );
}
