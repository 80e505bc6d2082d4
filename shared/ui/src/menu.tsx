import { useRef, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { lazyPart, useLazyPart } from './lazy-part';
import type { MenuOpenedWith } from './menu-radix';
import { Tooltip } from './tooltip';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The trigger's text; also its accessible name. */
  label: string;
  /** A decorative icon before the label (lucide-react). */
  icon?: ReactNode;
  /** Hides the label visually (still announced), leaving the icon; a tooltip shows it on hover and focus. */
  iconOnly?: boolean;
  /** {@link MenuItem}s, {@link MenuSeparator}s and {@link MenuLabel}s. */
  children: ReactNode;
  className?: string;
}

/** Radix dropdown menu: a chunk of its own, for every menu of the page. */
export const menuPart = lazyPart(() => import('./menu-radix'));

// The keys with which Radix opens a dropdown menu from its trigger.
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A button that opens a list of links or actions (Radix dropdown menu): arrow keys move between
 * items, Escape closes and gives the focus back to the button, typing a letter jumps to an item.
 *
 * Radix is loaded on intent (the pointer over the button, its focus, a press), so a page pays for
 * it only when a person is about to open a menu; until then the button is drawn as Radix draws it
 * closed. A press or a key that opens it before Radix arrives is kept and the menu opens on arrival,
 * with the focus where Radix puts it (the first item from the keyboard, the menu from a pointer).
 */
export function Menu({ label, icon, iconOnly = false, children, className }: MenuProps) {
  const [Loaded, want] = useLazyPart(menuPart);
  const intent = useRef<{ openedWith: MenuOpenedWith; focused: boolean }>({ openedWith: null, focused: false });
  const triggerClass = ['ui-menu__trigger', className].filter(Boolean).join(' ');
  const face = (
    <>
      {icon && <span aria-hidden="true">{icon}</span>}
      <span className={iconOnly ? 'ui-visually-hidden' : undefined}>{label}</span>
    </>
  );
  if (Loaded)
    return (
      <Loaded.RadixMenu
        label={label}
        iconOnly={iconOnly}
        className={triggerClass}
        face={face}
        openedWith={intent.current.openedWith}
        focusOnMount={intent.current.focused}
      >
        {children}
      </Loaded.RadixMenu>
    );

  const open = (how: MenuOpenedWith) => {
    intent.current.openedWith = how;
    want();
  };
  const trigger = (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={want}
      onFocus={() => {
        intent.current.focused = true;
        want();
      }}
      onBlur={() => {
        intent.current.focused = false;
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        // As Radix: the main button without Ctrl opens, and the focus stays off the trigger.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open('pointer');
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open({ key: event.key });
      }}
    >
      {face}
    </button>
  );
  return iconOnly ? <Tooltip content={label}>{trigger}</Tooltip> : trigger;
}

/**
 * One entry of a {@link Menu}: pass the link or button itself (a router `NavLink`, an `<a>`), which
 * keeps its own behaviour and gets the menu's keyboard handling.
 */
export function MenuItem({ children, onSelect }: { children: ReactElement; onSelect?: () => void }) {
  // Items are drawn only inside an open menu, so Radix is there.
  const radix = menuPart.loaded();
  return radix ? <radix.RadixMenuItem onSelect={onSelect}>{children}</radix.RadixMenuItem> : null;
}

/** A line between groups of a {@link Menu}. */
export function MenuSeparator() {
  const radix = menuPart.loaded();
  return radix ? <radix.RadixMenuSeparator /> : null;
}

/** A group's heading inside a {@link Menu} (not focusable). */
export function MenuLabel({ children }: { children: ReactNode }) {
  const radix = menuPart.loaded();
  return radix ? <radix.RadixMenuLabel>{children}</radix.RadixMenuLabel> : null;
}
