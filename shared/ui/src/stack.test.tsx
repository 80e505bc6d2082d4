import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Cluster, Grid, Stack } from './stack';

afterEach(cleanup);

describe('Stack and Cluster', () => {
  it('stacks parts a step of the spacing scale apart, as the element asked', () => {
    render(
      <Stack gap={5} as="ul">
        <li>Um</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(list.className).toBe('ui-stack ui-gap-5');
  });

  it('lays parts side by side with the alignment asked, and defaults otherwise', () => {
    const { container } = render(
      <>
        <Cluster gap={1} align="baseline" justify="between">
          a
        </Cluster>
        <Cluster>b</Cluster>
      </>,
    );
    const [asked, plain] = [...container.children];
    expect(asked!.className).toBe('ui-cluster ui-gap-1 ui-cluster--align-baseline ui-cluster--justify-between');
    expect(plain!.className).toBe('ui-cluster ui-gap-2 ui-cluster--align-center ui-cluster--justify-start');
  });
});

describe('Stack as a form', () => {
  it('passes on the form attributes and its accessible name', () => {
    const { container } = render(
      <Stack as="form" noValidate aria-label="Cadastro">
        x
      </Stack>,
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('aria-label')).toBe('Cadastro');
    expect(form.hasAttribute('novalidate')).toBe(true);
  });
});

describe('Grid', () => {
  it('lays cards in grid tracks, filling by default and sharing the row when asked', () => {
    const { container } = render(
      <>
        <Grid as="ul">
          <li>a</li>
        </Grid>
        <Grid tracks="fit" minWidth="lg" gap={4}>
          b
        </Grid>
      </>,
    );
    const [plain, asked] = [...container.children];
    expect(plain!.tagName).toBe('UL');
    expect(plain!.className).toBe('ui-grid ui-grid--fill ui-grid--min-md ui-gap-3');
    expect(asked!.className).toBe('ui-grid ui-grid--fit ui-grid--min-lg ui-gap-4');
  });
});
