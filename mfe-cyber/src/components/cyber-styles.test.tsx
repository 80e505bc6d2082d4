import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { CyberStyles } from './cyber-styles';

afterEach(cleanup);

describe('CyberStyles', () => {
  it("puts the remote's stylesheet in the document head once, however many screens render it", () => {
    render(
      <>
        <CyberStyles />
        <CyberStyles />
      </>,
    );
    // Its text is cyber.css as rsbuild reads it (`?raw`); vitest leaves stylesheets empty, so only the place is checked here.
    expect(document.head.querySelectorAll('style[data-href="mfe-cyber"]')).toHaveLength(1);
    expect(document.body.querySelector('style')).toBeNull();
  });
});
