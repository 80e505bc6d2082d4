import { createContext, useContext } from 'react';

/** The federation name of the remote whose screens render below (set by RemoteScreens). */
export const RemoteNameContext = createContext<string | undefined>(undefined);

/** The name of the remote this component belongs to, to tag what it reports. */
export const useRemoteName = () => useContext(RemoteNameContext);
