/**
 * The product's mark, a shield with a check, as path data: drawn by `BrandMark` (React) and by the
 * first paint's header (`first-paint/paint-first.ts`, plain markup), so both draw the same mark.
 */
export const BRAND_MARK = {
  shield: 'M16 2 4 6.5v8.2c0 7.3 5.1 13.4 12 15.3 6.9-1.9 12-8 12-15.3V6.5L16 2Z',
  inner: 'M16 5.2 7 8.6v6.1c0 5.6 3.8 10.4 9 12 5.2-1.6 9-6.4 9-12V8.6l-9-3.4Z',
  check: 'm11.5 16 3.2 3.2 6-6.4',
  innerColour: '#0f7c7a',
} as const;
