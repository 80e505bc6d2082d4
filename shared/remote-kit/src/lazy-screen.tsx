import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PlatformIntlProvider, type Messages } from '@platform/i18n';
import { Loading } from '@platform/ui';
import { usePlatform } from './platform-context';

function ScreenLoading() {
  return <Loading label={useIntl().formatMessage({ id: 'common.loading' })} />;
}

/** Adds a screen's own texts to the remote's, for the current language. */
function ScreenMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { locale } = usePlatform();
  const inherited = useIntl().messages as Record<string, string>;
  const merged = useMemo(
    () => ({ ...messages, [locale.language]: { ...inherited, ...messages[locale.language] } }),
    [messages, locale.language, inherited],
  );
  return (
    <PlatformIntlProvider locale={locale} messages={merged}>
      {children}
    </PlatformIntlProvider>
  );
}

/**
 * A screen whose code (and, optionally, its texts) is fetched when its route is first opened, so
 * a remote's first visit (the sign-in form, on the landing route) does not carry every other
 * screen of the remote: `lazyScreen(() => import('./sign-up-page'), (m) => m.SignUpPage, loadTexts)`.
 */
export function lazyScreen<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  loadMessages?: () => Promise<Messages>,
): ComponentType<P> {
  const Screen = lazy(async () => {
    const [module, messages] = await Promise.all([load(), loadMessages?.()]);
    const Inner = pick(module);
    if (!messages) return { default: Inner };
    return {
      default: (props: P) => (
        <ScreenMessages messages={messages}>
          <Inner {...props} />
        </ScreenMessages>
      ),
    };
  });
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
