import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Tooltip } from './tooltip';

/** How the person asked for the menu before this part arrived: a press, or the key they pressed. */
export type MenuOpenedWith = { key: string } | 'pointer' | null;

/** What {@link Menu} (menu.tsx) hands to the loaded part. */
export interface RadixMenuProps {
  label: string;
  iconOnly: boolean;
  className: string;
  /** The trigger's inside (icon and label), as the closed menu drew it. */
  face: ReactNode;
  /** A press or a key that opens the menu came before this part: open it now, as Radix would have. */
  openedWith: MenuOpenedWith;
  /** The trigger had the focus when this part arrived: the new element takes it over. */
  focusOnMount: boolean;
  children: ReactNode;
}

/** The Radix dropdown menu, loaded on the first intent to open a {@link Menu} (see menu.tsx). */
export function RadixMenu({ label, iconOnly, className, face, openedWith, focusOnMount, children }: RadixMenuProps) {
  const trigger = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const button = trigger.current;
    if (!button) return;
    if (focusOnMount || (openedWith !== null && openedWith !== 'pointer')) button.focus();
    // The key that asked for the menu is pressed again on Radix's trigger, so the menu opens as
    // from the keyboard (focus on its first item), by Radix's own handling of that key.
    if (openedWith !== null && openedWith !== 'pointer')
      button.dispatchEvent(new KeyboardEvent('keydown', { key: openedWith.key, bubbles: true, cancelable: true }));
    // Only the first mount takes the focus over and replays the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const button = (
    <DropdownMenu.Trigger ref={trigger} className={className}>
      {face}
    </DropdownMenu.Trigger>
  );
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedWith === 'pointer'}>
      {iconOnly ? <Tooltip content={label}>{button}</Tooltip> : button}
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ui-menu" align="end" sideOffset={8} collisionPadding={8}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export const RadixMenuItem = ({ children, onSelect }: { children: ReactElement; onSelect?: () => void }) => (
  <DropdownMenu.Item asChild className="ui-menu__item" onSelect={onSelect}>
    {children}
  </DropdownMenu.Item>
);

export const RadixMenuSeparator = () => <DropdownMenu.Separator className="ui-menu__separator" />;

export const RadixMenuLabel = ({ children }: { children: ReactNode }) => (
  <DropdownMenu.Label className="ui-menu__label">{children}</DropdownMenu.Label>
);
