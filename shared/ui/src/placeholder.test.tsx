import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Placeholder } from './placeholder';

afterEach(cleanup);

describe('Placeholder', () => {
  it('shows the screen name as the page heading and the note it is given, never a blank page', () => {
    render(<Placeholder title="Claim detail" text="This screen is being built." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Claim detail' })).toBeTruthy();
    expect(screen.getByText('This screen is being built.')).toBeTruthy();
  });
});
