import { FormattedMessage } from 'react-intl';
import { Button, type ButtonVariant } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';

/** Starts the shell's sign-in (the provider comes back to the login screen with an attempt). */
export function SignInButton({
  variant = 'primary',
  label = 'accountMessage.signIn',
}: {
  variant?: ButtonVariant;
  label?: string;
}) {
  const { eventBus } = usePlatform();
  return (
    <Button variant={variant} onClick={() => eventBus.emit('auth:login-requested', { returnTo: '/' })}>
      <FormattedMessage id={label} />
    </Button>
  );
}
