import type { ReactElement, ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The words the trigger needs: what an icon does, what an abbreviation or a short chip means. */
  content: ReactNode;
  /** One focusable element (a button, a link, or a chip given `tabIndex={0}`); it keeps its own behaviour. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A short label shown on hover and on keyboard focus (Radix Tooltip, WAI-ARIA tooltip pattern):
 * `role="tooltip"`, linked to its trigger with `aria-describedby` while open, Escape closes it,
 * and it never holds anything to press. Not a way to hide needed information: the trigger keeps
 * its own accessible name.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={300} skipDelayDuration={200}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="ui-tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className="ui-tooltip__arrow" width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
