/**
 * Where the HTML's inline script leaves the first screen it is drawing (first-screen-at-paint.ts)
 * for the boot code. Imported by the shell's entry, before module federation's async boundary:
 * nothing shared may be imported here.
 */

/** What the inline script drew: its remover, and the module's address (remembered again by the boot). */
export interface FirstScreenAtPaint {
  unmount(): void;
  from: string;
  /** Settles at the person's first press, key or touch since it was drawn (before the shell's entry listens). */
  intent: Promise<void>;
  /** The words of the first screen's button pressed first, if any: the real page's twin is pressed once shown. */
  pressed(): string | null;
}

const AT_PAINT = '__platformFirstScreen';
const store = () => window as unknown as Record<string, Promise<FirstScreenAtPaint | null> | undefined>;

/** Leaves the inline script's draw for the boot code. */
export function keepFirstScreenAtPaint(drawn: Promise<FirstScreenAtPaint | null>): void {
  store()[AT_PAINT] = drawn;
}

/** The inline script's draw, if it started one, once. */
export function takeFirstScreenAtPaint(): Promise<FirstScreenAtPaint | null> | null {
  const drawn = store()[AT_PAINT] ?? null;
  delete store()[AT_PAINT];
  return drawn;
}
