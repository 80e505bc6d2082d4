import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the photo, named by the person', () => {
    render(<Avatar name="Juliana Prado" photoUrl="https://example.com/j.jpg" />);
    expect(screen.getByRole('img', { name: 'Juliana Prado' }).getAttribute('src')).toBe('https://example.com/j.jpg');
  });

  it('shows the initials without a photo, still named by the person', () => {
    render(<Avatar name="juliana de souza prado" photoUrl={null} />);
    expect(screen.getByRole('img', { name: 'juliana de souza prado' }).textContent).toBe('JP');
  });

  it('takes one letter from a single name', () => {
    expect(initialsOf('  Marcos ')).toBe('M');
  });
});
