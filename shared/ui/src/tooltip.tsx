import { cloneElement, useRef, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { lazyPart, useLazyPart } from './lazy-part';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The words the trigger needs: what an icon does, what an abbreviation or a short chip means. */
  content: ReactNode;
  /** One focusable element (a button, a link, or a chip given `tabIndex={0}`); it keeps its own behaviour. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

interface TriggerHandlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Radix Tooltip and its popper: a chunk of its own, for every tooltip of the page. */
export const tooltipPart = lazyPart(() => import('./tooltip-radix'));

/**
 * A short label shown on hover and on keyboard focus (Radix Tooltip, WAI-ARIA tooltip pattern):
 * `role="tooltip"`, linked to its trigger with `aria-describedby` while open, Escape closes it,
 * and it never holds anything to press. Not a way to hide needed information: the trigger keeps
 * its own accessible name.
 *
 * Radix is loaded on intent (a mouse over the trigger, a keyboard focus), so a page pays for it
 * only when a person is about to see a tooltip; until then the trigger is drawn as it is. A touch
 * or a click does not ask for it: Radix shows no tooltip for those either.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [Loaded, want] = useLazyPart(tooltipPart);
  const intent = useRef({ asked: false, hovered: false, focused: false, pressed: false });
  if (Loaded)
    return (
      <Loaded.RadixTooltipPart
        content={content}
        side={side}
        defaultOpen={intent.current.hovered}
        focusOnMount={intent.current.focused}
      >
        {children}
      </Loaded.RadixTooltipPart>
    );

  const ask = () => {
    if (intent.current.asked) return;
    intent.current.asked = true;
    want();
  };
  const own = children.props as TriggerHandlers;
  const hover = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'touch') return;
    intent.current.hovered = true;
    ask();
  };
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      hover(event);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      own.onPointerMove?.(event);
      hover(event);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      intent.current.hovered = false;
    },
    // A focus that comes with a press (a tap, a click) is not the keyboard's: no tooltip for it.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      intent.current.pressed = true;
    },
    onClick: (event: PointerEvent<HTMLElement>) => {
      own.onClick?.(event);
      intent.current.pressed = false;
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (intent.current.pressed) return;
      intent.current.focused = true;
      ask();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      intent.current.focused = false;
      intent.current.pressed = false;
    },
  } as Partial<TriggerHandlers>);
}
