// Shell, dev build only (a pre-entry, so it runs before React loads): publishes the shell's
// React Refresh runtime, the one its entry hooked into React, for the remotes' dev builds.
import * as runtime from 'react-refresh/runtime';

globalThis.__PLATFORM_REACT_REFRESH_RUNTIME__ = runtime;
