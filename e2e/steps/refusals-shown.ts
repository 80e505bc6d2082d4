// Issue 21's "Done means": a journey fails if the API refused something (any answer >= 400) and
// the screen that asked never showed the refusal's catalogue words. Each refusal is watched from
// the moment it arrives (a toast lasts 5.4 s), in parallel with the journey's own steps.
import { expect, type BrowserContext } from '@playwright/test';
import { ERROR_MESSAGES, isErrorCode, type Language } from '../../shared/domain/src';

/** Starts watching the context's API refusals; the returned check fails with every one never shown. */
export function refusalsShownIn(context: BrowserContext, language: Language) {
  const checks: Promise<string | null>[] = [];
  context.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/v3/') || response.status() < 400) return;
    const page = response.request().frame().page();
    checks.push(
      (async () => {
        const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
        const said = `${response.request().method()} ${path} answered ${response.status()} ${String(body?.code)}`;
        if (!isErrorCode(body?.code)) return `${said}: not a catalogue answer`;
        const words = ERROR_MESSAGES[body.code][language];
        try {
          await expect(page.getByText(words).first()).toBeVisible();
          return null;
        } catch {
          return `${said}, and the screen never said “${words}”`;
        }
      })(),
    );
  });
  return async function everyRefusalShown() {
    expect((await Promise.all(checks)).filter(Boolean)).toEqual([]);
  };
}
