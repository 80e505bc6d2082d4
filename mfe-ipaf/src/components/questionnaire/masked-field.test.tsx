import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { AnswerValue, Locale } from '@platform/domain';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { MaskedField, type MaskType } from './masked-field';

afterEach(cleanup);

function Harness({
  type,
  initial,
  onAnswer,
}: {
  type: MaskType;
  initial: AnswerValue;
  onAnswer(value: AnswerValue): void;
}) {
  const [value, setValue] = useState<AnswerValue>(initial);
  return (
    <>
      <MaskedField
        type={type}
        label="Answer"
        name="q"
        data-question="q"
        value={value}
        onAnswer={(next) => {
          setValue(next);
          onAnswer(next);
        }}
      />
      <button onClick={() => setValue(type === 'date' ? '2020-01-31' : '7')}>elsewhere</button>
    </>
  );
}

const show = (type: MaskType, initial: AnswerValue, locale: Locale) => {
  const onAnswer = vi.fn();
  renderScreen(<Harness type={type} initial={initial} onAnswer={onAnswer} />, {
    api: fakeApi({}).api,
    path: '/ipaf/one-page',
    locale,
  });
  return { input: screen.getByLabelText('Answer') as HTMLInputElement, onAnswer };
};

describe('MaskedField', () => {
  it('groups money as the locale writes it and answers the amount the API stores', () => {
    const { input, onAnswer } = show('money', '2400000', { country: 'br', language: 'pt' });
    expect(input.value).toBe('2.400.000');
    fireEvent.change(input, { target: { value: '2.400.000,5' } });
    expect(input.value).toBe('2.400.000,5');
    expect(onAnswer).toHaveBeenLastCalledWith('2400000.5');
  });

  it('keeps an incomplete date as typed, answering nothing until it is a real day, in the locale order', () => {
    const { input, onAnswer } = show('date', '2015-03-10', { country: 'us', language: 'en' });
    expect(input.value).toBe('03/10/2015');
    expect(input.placeholder).toBe('mm/dd/yyyy');
    fireEvent.change(input, { target: { value: '03/10/201' } });
    expect(input.value).toBe('03/10/201');
    expect(onAnswer).toHaveBeenLastCalledWith(null);
    fireEvent.change(input, { target: { value: '03/10/2016' } });
    expect(onAnswer).toHaveBeenLastCalledWith('2016-03-10');
  });

  it('masks a CEP and shows an answer changed elsewhere', () => {
    const { input, onAnswer } = show('postal_code', '', { country: 'br', language: 'pt' });
    fireEvent.change(input, { target: { value: '01310100' } });
    expect(input.value).toBe('01310-100');
    expect(onAnswer).toHaveBeenLastCalledWith('01310-100');
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input.value).toBe('7');
  });

  it('groups a count and answers a number, not a text', () => {
    const { input, onAnswer } = show('integer', 12, { country: 'br', language: 'pt' });
    expect(input.value).toBe('12');
    expect(input.inputMode).toBe('numeric');
    fireEvent.change(input, { target: { value: '12500' } });
    expect(input.value).toBe('12.500');
    expect(onAnswer).toHaveBeenLastCalledWith(12500);
    fireEvent.change(input, { target: { value: '' } });
    expect(onAnswer).toHaveBeenLastCalledWith(null);
  });

  it('takes a percentage with a decimal comma in Portuguese', () => {
    const { input, onAnswer } = show('percent', null, { country: 'br', language: 'pt' });
    expect(input.inputMode).toBe('decimal');
    fireEvent.change(input, { target: { value: '33,5' } });
    expect(input.value).toBe('33,5');
    expect(onAnswer).toHaveBeenLastCalledWith(33.5);
  });
});
