// Test helpers for remotes' screens (imported as '@platform/remote-kit/testing', never by app code).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ApiClient } from '@platform/api-client';
import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import { createEventBus } from '@platform/event-bus';
import { PlatformIntlProvider, type IntlError, type Messages } from '@platform/i18n';
import { PlatformContext, type Platform } from '../platform-context';
import { createQueryClient, invalidateOnLiveUpdates } from '../query-client';
import { withFormMessages } from '../forms/form-messages';
import { createSessionStore, type CompanyState, type UserState } from '@platform/session';

/** A canned API answer: the body and its HTTP status (200 when left out). */
export interface CannedAnswer {
  status?: number;
  body: unknown;
}

/**
 * A stand-in for the API client whose GET answers from `answers`, keyed by the path template the
 * screen asks for (`/v3/policies/{id}`); `pending` keeps every call waiting, to see loading states.
 */
export function fakeApi(answers: Record<string, CannedAnswer>, { pending = false } = {}) {
  const calls: { path: string; params?: unknown }[] = [];
  const GET = (path: string, init?: { params?: unknown }) => {
    calls.push({ path, params: init?.params });
    if (pending) return new Promise(() => {});
    const answer = answers[path];
    if (!answer) return Promise.reject(new TypeError(`fake api: no answer for ${path}`));
    const status = answer.status ?? 200;
    const response = new Response(null, { status });
    return Promise.resolve(status < 400 ? { data: answer.body, response } : { error: answer.body, response });
  };
  return { api: { GET } as unknown as ApiClient, calls };
}

export interface RenderOptions {
  api: ApiClient;
  /** The remote's messages. */
  messages: Messages;
  /** The route pattern the screen answers, as in the remote's routes. */
  path: string;
  /** The address opened. Defaults to `path`. */
  url?: string;
  user?: Partial<UserState>;
  /** The account the signed-in user acts on (screens of team, profile...). */
  company?: CompanyState;
  locale?: Locale;
  /**
   * The platform's freshness (`createQueryClient`: an answer read by one component is not asked
   * again when the next one mounts), for a test of what a page opened cold asks the API. Without
   * it every mount reads again, so a test sees each screen's own read.
   */
  platformFreshness?: boolean;
}

/**
 * Renders one screen as the shell would: platform services, the remote's messages and a router,
 * with a fake API. Returns the render result, every i18n error raised (a missing text) and the
 * event bus the screen listens to (to play the shell's part, e.g. a `live:update`).
 */
export function renderScreen(
  screen: ReactElement,
  { api, messages, path, url = path, user, company, locale = DEFAULT_LOCALE, platformFreshness }: RenderOptions,
) {
  const session = createSessionStore();
  if (user) session.getState().setUser(user);
  if (company) session.getState().setCompany(company);
  const eventBus = createEventBus();
  const platform: Platform = { api, session, eventBus, locale, basePath: '' };
  const intlErrors: IntlError[] = [];
  // A cache of its own per screen, without retries, so a test sees the failure it arranged at once.
  const queries = platformFreshness ? createQueryClient().getDefaultOptions().queries : {};
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...queries, retry: false }, mutations: { retry: false } },
  });
  invalidateOnLiveUpdates(queryClient, eventBus);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PlatformContext.Provider value={platform}>
        <PlatformIntlProvider
          locale={locale}
          messages={withFormMessages(messages)}
          onError={(error) => intlErrors.push(error)}
        >
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={screen} />
            </Routes>
          </MemoryRouter>
        </PlatformIntlProvider>
      </PlatformContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, intlErrors, eventBus, queryClient };
}

export { chooseOption, optionTexts, selectControl, selectedValue, shownOption } from './choose-option';
export { homeReadsHandedAtBoot } from './home-from-boot';
