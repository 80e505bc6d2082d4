import { unwrap, type ApiClient } from '@platform/api-client';
import type { SessionStore } from '@platform/session';

/**
 * Fills the session store from `GET /v3/me` for the signed-in user: user state, the active company
 * (first account) and the broker profile. The shell (after its sign-in) and the standalone page
 * both call it, each with its own API client. Throws the API's catalogue error.
 */
export async function fillSessionFromMe(session: SessionStore, token: string, api: ApiClient): Promise<void> {
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
