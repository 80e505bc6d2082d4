import { createApiClient, unwrap } from '@platform/api-client';
import type { SessionStore } from '@platform/session';
import type { ShellServices } from '../app/shell-context';

/**
 * Fills the session store from `GET /v3/me` for the signed-in user: user state, the active
 * company (first account) and the broker profile. Throws the API's catalogue error.
 */
export async function loadMe(
  session: SessionStore,
  apiBaseUrl: string,
  token: string,
  auth: Pick<ShellServices['auth'], 'authorize'>,
): Promise<void> {
  const api = createApiClient({ baseUrl: apiBaseUrl, authorize: (request) => auth.authorize(request, token) });
  const me = await unwrap(api.GET('/v3/me'));
  const state = session.getState();
  state.setUser({
    token,
    id: me.user.id,
    email: me.user.email,
    first_name: me.user.first_name ?? null,
    last_name: me.user.last_name ?? null,
    role: me.role,
    logged_type: 'LOGGED',
    user_type: me.broker ? 'broker' : (me.accounts[0]?.kind ?? state.user.user_type),
  });
  const account = me.accounts[0];
  state.setCompany(
    account
      ? {
          id: account.id,
          legal_name: account.legal_name,
          user_kam: account.user_kam ?? null,
          owner_email: account.owner_email ?? null,
          payment_email: account.billing_email ?? null,
        }
      : null,
  );
  state.setBroker(
    me.broker
      ? {
          id: me.broker.id,
          legal_name: me.broker.legal_name,
          name: me.broker.name ?? me.broker.legal_name,
          city: me.broker.city ?? null,
          address: me.broker.address ?? null,
          address_number: me.broker.address_number ?? null,
          postal_code: me.broker.postal_code ?? null,
          tax_id: me.broker.tax_id,
          website: me.broker.website ?? null,
          phone: me.broker.phone ?? null,
          email: me.broker.email,
          owner_email: me.broker.owner_email ?? null,
          needs_bank_info: me.broker.needs_bank_info ?? false,
          logo: null,
          ipaf_in_progress: false,
        }
      : null,
  );
}

/**
 * After `/v3/me` filled the session: tell the remotes, and keep the access token fresh for as long
 * as the tab lives (a failed renewal makes the user a guest again).
 */
export function announceSignedIn({ auth, session, eventBus }: Pick<ShellServices, 'auth' | 'session' | 'eventBus'>) {
  eventBus.emit('session:changed', { loggedType: 'LOGGED' });
  void auth.keepFresh((fresh) =>
    fresh ? session.getState().setUser({ token: fresh.accessToken }) : session.getState().signOut(),
  );
}
