import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@platform/api-client';
import { emailProblem, type FieldProblem, type Language } from '@platform/domain';
import { TextField } from '@platform/ui';
import { fakeApi, renderScreen } from '../testing/render-screen';
import { LeaveGuardProvider } from './leave-guard';
import { FormError } from './form-error';
import { usePlatformForm } from './use-platform-form';

afterEach(cleanup);

interface Contact {
  name: string;
  email: string;
  city: string;
}

const contactProblems = (values: Contact): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  if (!values.name.trim()) problems.push({ field: 'name', code: 'REQUIRED' });
  const email = emailProblem(values.email);
  if (email) problems.push({ field: 'email', code: email });
  return problems;
};

const messages = {
  pt: { 'contact.nameRequired': 'Informe o nome.' },
  en: { 'contact.nameRequired': 'Enter the name.' },
  es: { 'contact.nameRequired': 'Indique el nombre.' },
};

function ContactForm({ send }: { send: (values: Contact) => Promise<Contact | void> }) {
  const form = usePlatformForm<Contact>({
    defaultValues: { name: 'Ana', email: 'ana@demo.example', city: 'Recife' },
    rules: contactProblems,
    messageFor: (problem) =>
      problem.field === 'name' && problem.code === 'REQUIRED' ? 'contact.nameRequired' : undefined,
    fieldOf: (apiField) => (apiField === 'address.city' ? 'city' : apiField),
    fromCurrent: (current) => {
      const { name, email, address } = current as { name: string; email: string; address: { city: string } };
      return { name, email, city: address.city };
    },
  });
  return (
    <form aria-label="contact" noValidate onSubmit={form.submit(send)}>
      <FormError code={form.formError} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="E-mail" {...form.field('email')} />
      <TextField label="City" {...form.field('city')} />
      <button type="submit">Save</button>
    </form>
  );
}

const show = (send: (values: Contact) => Promise<Contact | void>, language: Language = 'en') =>
  renderScreen(<ContactForm send={send} />, {
    api: fakeApi({}).api,
    messages,
    path: '/',
    locale: { country: language === 'es' ? 'mx' : 'us', language },
  });

describe('usePlatformForm', () => {
  it('runs the shared rule before sending: the form’s own text or the catalogue’s in the user’s language, focus on the first invalid field', async () => {
    const send = vi.fn();
    const { intlErrors } = show(send, 'es');
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Indique el nombre.')).toBeTruthy();
    expect(screen.getByText('El formato del correo no es válido.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    expect(intlErrors).toEqual([]);
  });

  it('puts the API’s field refusals on their fields (renamed where the API nests them) and focuses the first', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError('EMAIL_ALREADY_REGISTERED', 409, [
          { field: 'email', code: 'EMAIL_ALREADY_REGISTERED' },
          { field: 'address.city', code: 'VALIDATION_FAILED' },
          { code: 'VALIDATION_FAILED' },
        ]),
      );
    show(send);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email already has an account, try another email.')).toBeTruthy();
    expect(screen.getByText('Invalid value.')).toBeTruthy();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    // Said on the field, so not a second time for the whole form.
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@demo.example');
  });

  it('shows a refusal that names no field for the whole form', async () => {
    show(vi.fn().mockRejectedValue(new ApiRequestError('RATE_LIMITED', 429)));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a moment and try again.');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('shows a version conflict on each field someone else changed, with their value, keeping what this user typed', async () => {
    const current = { name: 'Ana', email: 'ana@demo.example', address: { city: 'Olinda' } };
    show(vi.fn().mockRejectedValue(new ApiRequestError('STALE_VERSION', 409, undefined, current)));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone else changed this field to “Olinda”. Save again to keep yours.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'Someone else changed this data. Reload to see the current version.',
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana Maria');
  });
});

describe('the leave guard', () => {
  it('asks the shell to confirm leaving while the form has unsaved changes, and lets a save leave at once', async () => {
    const blocked: boolean[] = [];
    const blockedWhenSent: (boolean | undefined)[] = [];
    const send = async (values: Contact) => {
      blockedWhenSent.push(blocked.at(-1));
      return values;
    };
    const { container } = render(
      <LeaveGuardProvider onChange={(value) => blocked.push(value)}>
        <ContactForm send={send} />
      </LeaveGuardProvider>,
      { wrapper: ({ children }) => <IntlProvider locale="en">{children}</IntlProvider> },
    );
    const closeTab = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(closeTab()).toBe(false);
    await userEvent.type(within(container).getByLabelText('City'), 'x');
    expect(blocked).toEqual([true]);
    expect(closeTab()).toBe(true);
    await userEvent.click(within(container).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(blockedWhenSent).toEqual([false]));
    expect(blocked).toEqual([true, false]);
    expect(closeTab()).toBe(false);
  });
});
