import type { ReactElement, ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
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

/**
 * A button that opens a list of links or actions (Radix dropdown menu): arrow keys move between
 * items, Escape closes and gives the focus back to the button, typing a letter jumps to an item.
 */
export function Menu({ label, icon, iconOnly = false, children, className }: MenuProps) {
  const trigger = (
    <DropdownMenu.Trigger className={['ui-menu__trigger', className].filter(Boolean).join(' ')}>
      {icon && <span aria-hidden="true">{icon}</span>}
      <span className={iconOnly ? 'ui-visually-hidden' : undefined}>{label}</span>
    </DropdownMenu.Trigger>
  );
  return (
    <DropdownMenu.Root modal={false}>
      {iconOnly ? <Tooltip content={label}>{trigger}</Tooltip> : trigger}
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ui-menu" align="end" sideOffset={8} collisionPadding={8}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * One entry of a {@link Menu}: pass the link or button itself (a router `NavLink`, an `<a>`), which
 * keeps its own behaviour and gets the menu's keyboard handling.
 */
export const MenuItem = ({ children, onSelect }: { children: ReactElement; onSelect?: () => void }) => (
  <DropdownMenu.Item asChild className="ui-menu__item" onSelect={onSelect}>
    {children}
  </DropdownMenu.Item>
);

/** A line between groups of a {@link Menu}. */
export const MenuSeparator = () => <DropdownMenu.Separator className="ui-menu__separator" />;

/** A group's heading inside a {@link Menu} (not focusable). */
export const MenuLabel = ({ children }: { children: ReactNode }) => (
  <DropdownMenu.Label className="ui-menu__label">{children}</DropdownMenu.Label>
);
