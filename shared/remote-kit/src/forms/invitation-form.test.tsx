import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderScreen } from '../testing/render-screen';
import { InvitationForm, type Invitation } from './invitation-form';

afterEach(cleanup);

const words = {
  'crew.invite.title': 'Invite a crew member',
  'crew.invite.name': 'Full name',
  'crew.invite.email': 'Work e-mail',
  'crew.invite.submit': 'Send',
  'crew.invite.nameRequired': 'Enter the name.',
  'crew.invite.emailRequired': 'Enter the e-mail.',
};

const show = (invite: (invitation: Invitation) => Promise<unknown>, onInvited = vi.fn()) => {
  const shown = renderScreen(<InvitationForm texts="crew.invite" invite={invite} onInvited={onInvited} />, {
    api: fakeApi({}).api,
    messages: { pt: words, en: words, es: words },
    path: '/',
    locale: { country: 'us', language: 'en' },
  });
  return { ...shown, onInvited };
};

describe('InvitationForm', () => {
  it('speaks in the words of the prefix it is given and says which field is empty before sending', async () => {
    const invite = vi.fn();
    const { intlErrors } = show(invite);
    expect(screen.getByRole('form', { name: 'Invite a crew member' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter the name.')).toBeTruthy();
    expect(screen.getByText('Enter the e-mail.')).toBeTruthy();
    expect(invite).not.toHaveBeenCalled();
    expect(intlErrors).toEqual([]);
  });

  it('sends the trimmed name and e-mail in the reader’s language, then starts again empty', async () => {
    const invite = vi.fn().mockResolvedValue({});
    const { onInvited } = show(invite);
    await userEvent.type(screen.getByLabelText(/Full name/), '  Rita Lee ');
    await userEvent.type(screen.getByLabelText(/Work e-mail/), ' rita@demo.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onInvited).toHaveBeenCalledWith('rita@demo.example'));
    expect(invite).toHaveBeenCalledWith({ name: 'Rita Lee', email: 'rita@demo.example', language: 'en' });
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
  });
});
