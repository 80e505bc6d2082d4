import { createContext, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';

/** The open forms with unsaved changes of one parcel. */
export interface LeaveGuard {
  /** Marks one form as holding unsaved changes or not; synchronous, so a save may navigate right after. */
  set(formId: string, unsaved: boolean): void;
}

/**
 * A guard that warns on closing or reloading the tab (`beforeunload`, the browser asks) while any
 * form is unsaved, and calls `onChange` when that turns on or off.
 */
export function createLeaveGuard(onChange?: (blocked: boolean) => void): LeaveGuard {
  const unsaved = new Set<string>();
  const warn = (event: BeforeUnloadEvent) => event.preventDefault();
  return {
    set(formId, isUnsaved) {
      const before = unsaved.size > 0;
      if (isUnsaved) unsaved.add(formId);
      else unsaved.delete(formId);
      const after = unsaved.size > 0;
      if (before === after) return;
      if (after) window.addEventListener('beforeunload', warn);
      else window.removeEventListener('beforeunload', warn);
      onChange?.(after);
    },
  };
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);
/** Outside a parcel (standalone host, tests) only the tab is guarded. */
const tabGuard = createLeaveGuard();

/**
 * The parcel's guard: tells the shell whether leaving should be confirmed. The shell owns the
 * only data router, so it blocks the navigation (react-router `useBlocker`) and asks.
 */
export function LeaveGuardProvider({
  onChange,
  children,
}: {
  onChange?: (blocked: boolean) => void;
  children: ReactNode;
}) {
  const guard = useMemo(() => createLeaveGuard(onChange), [onChange]);
  return <LeaveGuardContext.Provider value={guard}>{children}</LeaveGuardContext.Provider>;
}

/**
 * Holds the leave guard while `unsaved`. `release` lets a save navigate away at once, before React
 * has re-rendered the form as saved; `hold` puts the guard back as it was when the save fails.
 */
export function useLeaveGuard(unsaved: boolean) {
  const guard = useContext(LeaveGuardContext) ?? tabGuard;
  const formId = useId();
  const latest = useRef(unsaved);
  latest.current = unsaved;
  useEffect(() => {
    guard.set(formId, unsaved);
    return () => guard.set(formId, false);
  }, [guard, formId, unsaved]);
  return { release: () => guard.set(formId, false), hold: () => guard.set(formId, latest.current) };
}
