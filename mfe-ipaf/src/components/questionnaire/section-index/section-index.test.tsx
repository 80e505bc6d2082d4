import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sectionsProgress, definitionsFor } from '@platform/domain';
import { fakeApi, renderScreen } from '../../../testing/render-screen';
import { applicationForm } from '../../../testing/application-form';
import { Questionnaire } from '../questionnaire';
import { MemoSectionIndex } from './section-index';
import { useSectionInView } from './use-section-in-view';

// Passed through, and counted: the index calls it once each time it is drawn.
vi.mock('./use-section-in-view', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./use-section-in-view')>();
  return { ...actual, useSectionInView: vi.fn(actual.useSectionInView) };
});

const cyberForm = applicationForm({ answers: { 'cyber.mfa_email': true } });

/** IntersectionObserver as the page's scrolling drives it: `scrollTo` puts one section in the band. */
class BandObserver {
  static current: BandObserver | null = null;
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    BandObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  static scrollTo(id: string) {
    const self = BandObserver.current!;
    const entries = self.observed.map((target) => ({ target, isIntersecting: target.id === id }));
    act(() => self.callback(entries as unknown as IntersectionObserverEntry[], self as never));
  }
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('IntersectionObserver', BandObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () => {
  const { api } = fakeApi({});
  return renderScreen(<Questionnaire form={cyberForm} save={async () => cyberForm} finish={async () => {}} />, {
    api,
    path: '/ipaf/one-page',
  });
};
const index = () => screen.getByRole('navigation', { name: 'Seções do questionário' });
const link = (name: RegExp) => within(index()).getByRole('link', { name });
const answerRadio = (group: RegExp, which: 0 | 1) =>
  fireEvent.click(screen.getByRole('group', { name: group }).querySelectorAll('input[type="radio"]')[which]!);

describe('the section index of the one-page', () => {
  it('links every section with its required answers counted, and a check once it is complete', () => {
    render();
    const links = within(index()).getAllByRole('link');
    expect(links.map((item) => item.getAttribute('href'))).toEqual([
      '#section-cyber_exposure',
      '#section-cyber_controls',
      '#section-cyber_history',
      '#section-cyber_request',
    ]);
    expect(link(/Cyber: controles de segurança/).textContent).toContain('1 de 10 obrigatórias respondidas');
    expect(link(/Cyber: histórico/).textContent).toContain('0 de 2 obrigatórias respondidas');
    answerRadio(/Incidentes com perda relevante/, 1);
    expect(link(/Cyber: histórico/).textContent).toContain('1 de 2 obrigatórias respondidas');
    answerRadio(/Conhece fatos que possam gerar/, 1);
    expect(link(/Cyber: histórico/).textContent).toContain('completa');
    expect(link(/Cyber: histórico/).textContent).not.toContain('obrigatórias respondidas');
  });

  it('counts a question a condition brings in', () => {
    render();
    expect(link(/Cyber: exposição/).textContent).toContain('0 de 4');
    answerRadio(/Guarda dados pessoais/, 0);
    expect(link(/Cyber: exposição/).textContent).toContain('1 de 5');
  });

  it('marks the section being read as the page scrolls', () => {
    render();
    expect(link(/Cyber: exposição/).getAttribute('aria-current')).toBe('location');
    BandObserver.scrollTo('section-cyber_history');
    expect(link(/Cyber: histórico/).getAttribute('aria-current')).toBe('location');
    expect(link(/Cyber: exposição/).getAttribute('aria-current')).toBeNull();
    // The phone's bar names the section being read on its button.
    expect(
      within(index())
        .getByRole('button', { name: /Cyber: histórico/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('marks the last section above the line when the page stops with the line between two sections', () => {
    render();
    const tops: Record<string, number> = {
      'section-cyber_exposure': -900,
      'section-cyber_controls': -300,
      'section-cyber_history': window.innerHeight * 0.4 + 10,
      'section-cyber_request': window.innerHeight,
    };
    for (const [id, top] of Object.entries(tops))
      vi.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    BandObserver.scrollTo('none of them');
    expect(link(/Cyber: controles de segurança/).getAttribute('aria-current')).toBe('location');
  });

  it('takes a link to its section and focuses its first field', () => {
    render();
    fireEvent.click(link(/Cyber: histórico/));
    const history = document.getElementById('section-cyber_history')!;
    expect(history.contains(document.activeElement)).toBe(true);
  });

  it('focuses the first unanswered required question, across sections, with "next pending question"', () => {
    render();
    const next = () => fireEvent.click(within(index()).getByRole('button', { name: 'Próxima pergunta pendente' }));
    next();
    expect(
      screen.getByRole('group', { name: /Atua em alguma destas atividades/ }).contains(document.activeElement),
    ).toBe(true);
    for (const group of [/Atua em alguma destas atividades/]) {
      const box = screen.getByRole('group', { name: group }).querySelector('input[type="checkbox"]')!;
      fireEvent.click(box);
    }
    answerRadio(/dados de cartões de pagamento/, 1);
    answerRadio(/Guarda dados pessoais/, 1);
    answerRadio(/dados de saúde/, 1);
    next();
    // The exposure section is complete: on to the controls, past the one already answered.
    expect(screen.getByRole('group', { name: /Dois fatores no acesso remoto/ }).contains(document.activeElement)).toBe(
      true,
    );
  });

  it('says when nothing required is left instead of offering a next question', () => {
    const answers = Object.fromEntries(
      definitionsFor({ CYBER: 1 })
        .flatMap((definition) => definition.sections.flatMap((section) => section.questions))
        .filter((question) => question.required && !question.when)
        .map((question) => [
          question.id,
          question.type === 'yes_no'
            ? false
            : question.type === 'date'
              ? '2027-01-01'
              : question.type === 'multiple_choice'
                ? [question.options![0]!]
                : question.options![0]!,
        ]),
    );
    const { api } = fakeApi({});
    renderScreen(<Questionnaire form={{ ...cyberForm, answers }} save={async () => cyberForm} />, {
      api,
      path: '/ipaf/one-page',
    });
    expect(within(index()).queryByRole('button', { name: 'Próxima pergunta pendente' })).toBeNull();
    expect(within(index()).getByText('Todas as perguntas obrigatórias estão respondidas.')).toBeTruthy();
  });

  it('is not redrawn for a keystroke that leaves every count as it was', () => {
    const definitions = definitionsFor({ CYBER: 1 });
    const draws = vi.mocked(useSectionInView);
    const onGoToField = () => {};
    // A form's keystrokes: each click types one more letter of an optional detail.
    function Typing() {
      const [detail, setDetail] = useState('a');
      const sections = sectionsProgress(definitions, { 'cyber.incidents_detail': detail });
      return (
        <>
          <button type="button" onClick={() => setDetail((typed) => `${typed}b`)}>
            type
          </button>
          <MemoSectionIndex sections={sections} nextPending="cyber.payment_cards" onGoToField={onGoToField} />
        </>
      );
    }
    renderScreen(<Typing />, { api: fakeApi({}).api, path: '/ipaf/one-page' });
    const before = draws.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'type' }));
    fireEvent.click(screen.getByRole('button', { name: 'type' }));
    expect(draws.mock.calls.length).toBe(before);
  });
});
