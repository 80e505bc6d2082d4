import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import { messages } from '../app/messages';
import { HelpCenterPage } from './help-center-page';
import { ScheduleMeetingPage } from './schedule-meeting-page';
import { ProcessRedirectPage } from './process-redirect-page';
import { CONTACT_CHANNELS } from './contact-channels';

afterEach(cleanup);

function renderAt(url: string, locale: Locale = DEFAULT_LOCALE) {
  const router = createMemoryRouter(
    [
      { path: '/help', element: <HelpCenterPage /> },
      { path: '/dashboard/schedule-meeting', element: <ScheduleMeetingPage /> },
      { path: '/dashboard/process-redirect', element: <ProcessRedirectPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <PlatformIntlProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </PlatformIntlProvider>,
  );
  return router;
}

describe('help center', () => {
  it('offers WhatsApp with a greeting typed in, e-mail, and booking a meeting', () => {
    renderAt('/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: /Conversar no WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe(
      `${CONTACT_CHANNELS.whatsapp}?text=${encodeURIComponent('Olá! Preciso de ajuda com meu seguro empresarial.')}`,
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: CONTACT_CHANNELS.email }).getAttribute('href')).toBe(
      `mailto:${CONTACT_CHANNELS.email}`,
    );
    expect(screen.getByRole('link', { name: 'Escolher um horário' }).getAttribute('href')).toBe(
      '/dashboard/schedule-meeting',
    );
  });

  it('speaks the chosen language', () => {
    renderAt('/help', { ...DEFAULT_LOCALE, language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Chatear por WhatsApp/ })).toBeTruthy();
  });
});

describe('schedule meeting', () => {
  it('links to the booking calendar and offers the other channels', () => {
    renderAt('/dashboard/schedule-meeting');
    expect(screen.getByRole('link', { name: /Escolher um horário/ }).getAttribute('href')).toBe(
      CONTACT_CHANNELS.meeting,
    );
    const others = screen.getByRole('list');
    expect(within(others).getByRole('link', { name: /WhatsApp/ })).toBeTruthy();
    expect(within(others).getByRole('link', { name: CONTACT_CHANNELS.email })).toBeTruthy();
  });
});

describe('process redirect', () => {
  it('follows a path on this site', async () => {
    const router = renderAt('/dashboard/process-redirect?to=/dashboard/policies/home');
    expect(await screen.findByText('landed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/policies/home');
  });

  it('never sends people to another site: anything but a path here goes home', async () => {
    for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      cleanup();
      const router = renderAt(`/dashboard/process-redirect?to=${encodeURIComponent(to)}`);
      expect(await screen.findByText('landed')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
    }
  });
});
