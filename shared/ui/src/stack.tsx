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
