import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Tooltip } from './tooltip';

/** How the person asked for the menu before this part arrived. */
export type MenuOpenedWith = 'keyboard' | 'pointer' | null;

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

const FIRST_ITEM = '[role="menuitem"]:not([data-disabled])';

/** The Radix dropdown menu, loaded on the first intent to open a {@link Menu} (see menu.tsx). */
export function RadixMenu({ label, iconOnly, className, face, openedWith, focusOnMount, children }: RadixMenuProps) {
  const trigger = useRef<HTMLButtonElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const firstOpen = useRef(openedWith);
  useEffect(() => {
    // An opened menu takes the focus itself (and gives it back to this trigger when it closes).
    if (focusOnMount && !openedWith) trigger.current?.focus();
    // Only the first mount takes the focus over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const button = (
    <DropdownMenu.Trigger ref={trigger} className={className}>
      {face}
    </DropdownMenu.Trigger>
  );
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedWith !== null}>
      {iconOnly ? <Tooltip content={label}>{button}</Tooltip> : button}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          className="ui-menu"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            // Radix puts a keyboard-opened menu's focus on its first item; it could not see the key
            // that came before it was loaded, so that first opening does it here.
            if (firstOpen.current === 'keyboard') {
              event.preventDefault();
              content.current?.querySelector<HTMLElement>(FIRST_ITEM)?.focus();
            }
            firstOpen.current = null;
          }}
        >
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
