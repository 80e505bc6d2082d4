import { describe, expect, it, vi } from 'vitest';
import { drawInSlices } from './draw-in-slices';

function Broken(): never {
  throw new Error('an answer of another shape');
}

describe('drawInSlices', () => {
  it('answers once the screen is on the page, and unmounts it on demand', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const drawing = drawInSlices(container, <h1>Olá, Ana!</h1>);
    // A transition: nothing is on the page when the call returns.
    expect(container.textContent).toBe('');

    const drawn = await drawing;
    expect(container.querySelector('h1')?.textContent).toBe('Olá, Ana!');
    drawn.unmount();
    expect(container.textContent).toBe('');
  });

  it('rejects, leaving nothing drawn, when drawing throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));

    await expect(drawInSlices(container, <Broken />)).rejects.toThrow('an answer of another shape');
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
