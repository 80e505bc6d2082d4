import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';

/** What {@link Tooltip} (tooltip.tsx) hands to the loaded part. */
export interface RadixTooltipProps {
  content: ReactNode;
  children: ReactElement;
  side: 'top' | 'right' | 'bottom' | 'left';
  /** The pointer is already over the trigger: show the words now. */
  defaultOpen: boolean;
  /** The trigger had the focus when this part arrived: the new element takes it over (and shows the words). */
  focusOnMount: boolean;
}

/** The Radix tooltip, loaded on the first hover or keyboard focus of a trigger (see tooltip.tsx). */
export function RadixTooltipPart({ content, children, side, defaultOpen, focusOnMount }: RadixTooltipProps) {
  // Typed as Radix types its trigger; any focusable element works.
  const trigger = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
    // Only the first mount takes the focus over; later renders keep whatever the person did.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RadixTooltip.Provider delayDuration={300} skipDelayDuration={200}>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild ref={trigger}>
          {children}
        </RadixTooltip.Trigger>
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
