import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { usePageTitleAndFocus } from './use-page-title-and-focus';

afterEach(cleanup);

function Frame({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null);
  usePageTitleAndFocus(main, 'Seguro Empresarial');
  return (
    <>
      <nav>
        <Link to="/policies">Apólices</Link>
        <Link to="/form">Formulário</Link>
      </nav>
      <main ref={main}>{children}</main>
    </>
  );
}

function Policies() {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) return <button onClick={() => setLoaded(true)}>load</button>;
  return <h1>Apólices</h1>;
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Frame>
        <Routes>
          <Route path="/" element={<h1>Início</h1>} />
          <Route path="/policies" element={<Policies />} />
          <Route
            path="/form"
            element={
              <>
                <input aria-label="Nome" autoFocus />
                <h1>Formulário</h1>
              </>
            }
          />
        </Routes>
      </Frame>
    </MemoryRouter>,
  );
}

describe('usePageTitleAndFocus', () => {
  it('titles the tab after the page heading and leaves the focus alone on the first load', () => {
    renderApp();
    expect(document.title).toBe('Início · Seguro Empresarial');
    expect(document.activeElement).toBe(document.body);
  });

  it('after a navigation, follows the heading when it arrives and moves the focus to it', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Apólices' }));
    await waitFor(() => expect(document.title).toBe('Seguro Empresarial'));
    act(() => screen.getByRole('button', { name: 'load' }).click());
    await waitFor(() => expect(document.title).toBe('Apólices · Seguro Empresarial'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Apólices' }));
  });

  it('does not take the focus from a field the new page already focused', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Formulário' }));
    await waitFor(() => expect(document.title).toBe('Formulário · Seguro Empresarial'));
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
  });
});
