/** A value to copy as is (a DNS record, an address, a token), wrapped on a phone instead of overflowing. */
export function CodeBlock({ children }: { children: string }) {
  return (
    <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
      <code>{children}</code>
    </pre>
  );
}
