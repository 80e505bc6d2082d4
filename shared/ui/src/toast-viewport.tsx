import { useEffect, useState } from 'react';
import type { ToastItem } from './toast-queue';

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  toasts: readonly ToastItem[];
  /** Called when a toast closes: its button, its action, Escape, a swipe or its timeout. */
  onDismiss: (id: string) => void;
  /** The close buttons' accessible name, in the user's language. */
  closeLabel: string;
  /** Names the area as a landmark (for example the `common.notifications` message); F8 reaches it. */
  label?: string;
}

type Loaded = typeof import('./toast-radix');
let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;
const loadToasts = () => (loading ??= import('./toast-radix').then((module) => (loaded = module)));

/**
 * Where toasts stack, newest last (Radix Toast: swipe to dismiss, pause on hover and focus, F8 to
 * reach them, announcements). Radix is loaded with the first toast, so a page that shows none
 * never pays for it; until then the area is an empty named region.
 */
export function ToastViewport(props: ToastViewportProps) {
  const [module, setModule] = useState<Loaded | undefined>(() => loaded);
  const wanted = props.toasts.length > 0;
  useEffect(() => {
    if (wanted && !module) void loadToasts().then((next) => setModule(() => next));
  }, [wanted, module]);
  if (module) return <module.ToastList {...props} />;
  return props.label ? <div className="ui-toast-viewport" role="region" aria-label={props.label} /> : null;
}
