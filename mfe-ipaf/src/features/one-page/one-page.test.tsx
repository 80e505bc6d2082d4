import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@platform/domain';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { startPublicDraft } from '../../lib/public-draft';
import { OnePage } from './one-page';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ipaf/one-page with a questionnaire filled before the account existed', () => {
  it('says why the API refused to start it as the account’s form', async () => {
    localStorage.setItem('ipaf-public-form', JSON.stringify(startPublicDraft(['CYBER'])));
    const { api } = fakeApi({ '/v3/application-forms': { body: { items: [] } } });
    const refusal = { code: 'FORBIDDEN', message: 'x' };
    const POST = () => Promise.resolve({ error: refusal, response: new Response(null, { status: 403 }) });
    renderScreen(<OnePage />, { api: { ...api, POST } as typeof api, path: '/ipaf/one-page' });
    expect(await screen.findByText(ERROR_MESSAGES.FORBIDDEN.pt)).toBeTruthy();
  });

  it('keeps answers the API refused on the form’s device copy, to be fixed there', async () => {
    const draft = { ...startPublicDraft(['CYBER']), answers: { 'cyber.backups': false } };
    localStorage.setItem('ipaf-public-form', JSON.stringify(draft));
    const started = { ...draft, id: 'f-9', answers: {}, version: 1 };
    const { api } = fakeApi({ '/v3/application-forms': { body: { items: [] } } });
    const POST = () => Promise.resolve({ data: started, response: new Response(null, { status: 201 }) });
    const refusal = { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'cyber.backups', code: 'INVALID' }] };
    const PATCH = () => Promise.resolve({ error: refusal, response: new Response(null, { status: 400 }) });
    renderScreen(<OnePage />, { api: { ...api, POST, PATCH } as typeof api, path: '/ipaf/one-page' });
    await waitFor(() => expect(localStorage.getItem('ipaf-public-form')).toBeNull());
    expect(JSON.parse(localStorage.getItem('ipaf-draft:f-9')!).answers).toEqual({ 'cyber.backups': false });
  });
});
