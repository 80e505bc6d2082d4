/** The product's mark: a shield with a check, drawn inline so the header needs no extra request. */
export function BrandMark() {
  return (
    <svg className="shell-brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M16 2 4 6.5v8.2c0 7.3 5.1 13.4 12 15.3 6.9-1.9 12-8 12-15.3V6.5L16 2Z" fill="#ffffff" />
      <path d="M16 5.2 7 8.6v6.1c0 5.6 3.8 10.4 9 12 5.2-1.6 9-6.4 9-12V8.6l-9-3.4Z" fill="#0f7c7a" />
      <path
        d="m11.5 16 3.2 3.2 6-6.4"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
