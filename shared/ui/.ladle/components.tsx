import type { GlobalProvider } from '@ladle/react';
import '../src/ui.css';

/** Every story on the product's background and type, as the shell shows it. */
export const Provider: GlobalProvider = ({ children }) => (
  <div style={{ fontFamily: 'var(--ui-font-family)', color: 'var(--ui-color-text)' }}>{children}</div>
);
