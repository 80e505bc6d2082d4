import type { ReactNode } from 'react';

/** A step of the spacing scale (--ui-space-1 … --ui-space-6). */
export type SpaceStep = 1 | 2 | 3 | 4 | 5 | 6;

type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'form' | 'header' | 'footer' | 'nav';

/** Props of {@link Stack}. */
export interface StackProps {
  gap?: SpaceStep;
  as?: LayoutElement;
  className?: string;
  children?: ReactNode;
}

/** Parts one under the other, a step of the spacing scale apart (a list element loses its bullets). */
export function Stack({ gap = 3, as: Element = 'div', className, children }: StackProps) {
  return <Element className={`ui-stack ui-gap-${gap}${className ? ` ${className}` : ''}`}>{children}</Element>;
}

/** Props of {@link Cluster}. */
export interface ClusterProps {
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  as?: LayoutElement;
  className?: string;
  children?: ReactNode;
}

/** Parts side by side that wrap onto the next line when the screen is narrow (buttons, badges, figures). */
export function Cluster({
  gap = 2,
  align = 'center',
  justify = 'start',
  as: Element = 'div',
  className,
  children,
}: ClusterProps) {
  return (
    <Element
      className={`ui-cluster ui-gap-${gap} ui-cluster--align-${align} ui-cluster--justify-${justify}${className ? ` ${className}` : ''}`}
    >
      {children}
    </Element>
  );
}
