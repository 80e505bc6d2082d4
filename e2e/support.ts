import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo!2026';

/** Signs in through the real OpenID flow: shell -> provider -> the product's login screen -> back. */
export async function signIn(page: Page, email: string, startAt = '/') {
  await page.goto(startAt);
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Counts React DOM renderers that register with the devtools hook: one per copy of react-dom loaded. */
export async function countReactRenderers(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
}

/** Installs a minimal devtools hook before any script runs, so every react-dom copy announces itself. */
export async function watchReactCopies(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      checkDCE() {},
    };
  });
}
