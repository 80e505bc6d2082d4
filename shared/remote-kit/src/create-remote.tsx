import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Messages } from '@platform/i18n';
import type { ParcelLifecycles, ParcelProps } from '@platform/remote-contract';
import { AreaErrorBoundary } from './area-error-boundary';
import { usePlatform } from './platform-context';
import { RemoteNameContext } from './remote-name';
import { ParcelRouter } from './parcel-router';
import { RemoteProviders } from './remote-root';
import { UnexpectedError } from './unexpected-error';

export interface RemoteDefinition {
  /** Federation name, used to tag errors with the remote that raised them. */
  name: string;
  /** The remote's `<Routes>`; paths are absolute, as in product-spec section 2. */
  Routes: ComponentType;
  /** The remote's own messages, in every language. */
  messages: Messages;
}

/**
 * The screens of a remote inside its providers, with a render error kept inside the remote and
 * reported on the bus as `app:error` from this remote (telemetry tags it; a chunk that failed to
 * load after a deploy makes the shell update).
 */
export function RemoteScreens({ Routes, name }: Pick<RemoteDefinition, 'Routes' | 'name'>) {
  const { eventBus } = usePlatform();
  return (
    <RemoteNameContext.Provider value={name}>
      <AreaErrorBoundary
        fallback={(retry) => <UnexpectedError onRetry={retry} />}
        onError={(error) => {
          console.error(`[${name}]`, error);
          eventBus.emit('app:error', { source: name, error });
        }}
      >
        <Routes />
      </AreaErrorBoundary>
    </RemoteNameContext.Provider>
  );
}

/**
 * react-dom's client whose roots render as transitions: React then renders a screen in slices of a
 * few milliseconds and lets the browser handle input in between, instead of one long task per
 * mount or route change (Lighthouse's total blocking time on a phone). The commit is unchanged.
 */
const transitionDOMClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => React.startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/** Makes the single-spa parcel lifecycles a remote exposes as `./parcel`. */
export function createRemoteParcel(definition: RemoteDefinition): ParcelLifecycles {
  function ParcelRoot(props: ParcelProps) {
    return (
      <RemoteProviders props={props} messages={definition.messages}>
        <ParcelRouter location={props.location} navigator={props.navigator}>
          <RemoteScreens {...definition} />
        </ParcelRouter>
      </RemoteProviders>
    );
  }
  return singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient: transitionDOMClient,
    rootComponent: ParcelRoot,
    // Screens' errors are caught by RemoteScreens with a translated retry; this last guard only
    // catches a failure of the providers themselves, and leaves the shell's error view to speak.
    errorBoundary: () => <div role="alert" data-parcel-error="" />,
  }) as unknown as ParcelLifecycles;
}
