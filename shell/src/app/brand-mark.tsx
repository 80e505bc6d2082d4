import { BRAND_MARK } from './brand-mark-paths';

/** The product's mark: a shield with a check, drawn inline so the header needs no extra request. */
export function BrandMark() {
  return (
    <svg className="shell-brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={BRAND_MARK.shield} fill="#ffffff" />
      <path d={BRAND_MARK.inner} fill={BRAND_MARK.innerColour} />
      <path
        d={BRAND_MARK.check}
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
