// Renders an mfe-onboarding screen that acts on the signed-in user's account (team, profile):
// @platform/remote-kit/testing's renderScreen with the onboarding texts and a company in the session.
import type { ReactElement } from 'react';
import type { ApiClient } from '@platform/api-client';
import { renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from './all-messages';

export const ACCOUNT_ID = '00000000-0000-4000-8000-000000000101';

export function renderAccountScreen(
  screen: ReactElement,
  { api, path, url = path, role }: { api: ApiClient; path: string; url?: string; role: string },
) {
  return renderScreen(screen, {
    api,
    messages,
    path,
    url,
    user: { role, logged_type: 'LOGGED' },
    company: {
      id: ACCOUNT_ID,
      legal_name: 'Demo Tecnologia Ltda',
      user_kam: null,
      owner_email: 'cliente@demo.local',
      payment_email: null,
    },
  });
}
