import { describe, expect, it } from 'vitest';
import { progressOf } from './answers';
import { currentVersions, definitionsFor } from './definitions';
import { firstPendingField, sectionsProgress } from './progress';
import type { Answers } from './question-types';

const common = definitionsFor({ COMMON: 1 });
const commonAndDno = definitionsFor(currentVersions(['D_AND_O']));
const byId = (answers: Answers, definitions = common) =>
  Object.fromEntries(sectionsProgress(definitions, answers).map((section) => [section.id, section]));

describe('sectionsProgress', () => {
  it('counts, per section in the order of the form, the shown required questions and those answered', () => {
    const progress = sectionsProgress(common, {
      'company.legal_name': 'Demo Ltda',
      'company.no_website': true,
      'address.zip_code': '01310-100',
    });
    expect(progress.map((section) => section.id)).toEqual([
      'company',
      'address',
      'shareholders',
      'key_persons',
      'client_activities',
    ]);
    // The websites are hidden by "no website", so the company section asks 9 required questions, not 10.
    expect(progress[0]).toEqual({ id: 'company', required: 9, answered: 1, complete: false });
    expect(progress[1]).toEqual({ id: 'address', required: 6, answered: 1, complete: false });
  });

  it('counts a question a condition shows only once it applies', () => {
    expect(byId({}).client_activities).toMatchObject({ required: 1, answered: 0 });
    expect(byId({ 'client_activities.list': ['OTHERS'] }).client_activities).toMatchObject({
      required: 2,
      answered: 1,
      complete: false,
    });
    expect(
      byId({ 'client_activities.list': ['OTHERS'], 'client_activities.other': 'Shipping' }).client_activities,
    ).toMatchObject({ required: 2, answered: 2, complete: true });
  });

  it('counts a table answered only when it has its rows and every required cell of them', () => {
    expect(byId({ 'shareholders.list': [] }).shareholders).toMatchObject({ answered: 0, complete: false });
    expect(byId({ 'shareholders.list': [{ name: 'Ana', percentage: null }] }).shareholders).toMatchObject({
      answered: 0,
      complete: false,
    });
    expect(byId({ 'shareholders.list': [{ name: 'Ana', percentage: 100 }] }).shareholders).toMatchObject({
      required: 1,
      answered: 1,
      complete: true,
    });
  });

  it('takes false and 0 as answers and a blank text as none', () => {
    const answers: Answers = { 'dno.us_listed': false, 'dno.total_assets': '0', 'dno.net_income': '  ' };
    const progress = byId(answers, commonAndDno);
    expect(progress.dno_profile).toMatchObject({ answered: 1 });
    expect(progress.dno_financials).toMatchObject({ answered: 1 });
  });

  it('leaves out a section none of whose questions is shown, and calls one with nothing required complete', () => {
    const optionalOnly = definitionsFor({ COMMON: 1 }).map((definition) => ({
      ...definition,
      sections: [
        {
          id: 'hidden',
          questions: [
            { id: 'hidden.x', type: 'text' as const, required: true, when: { question: 'a.b', equals: true } },
          ],
        },
        { id: 'notes', questions: [{ id: 'notes.text', type: 'long_text' as const }] },
      ],
    }));
    expect(sectionsProgress(optionalOnly, {})).toEqual([{ id: 'notes', required: 0, answered: 0, complete: true }]);
  });

  it('adds up to the form progress the API reports', () => {
    const answers: Answers = { 'company.legal_name': 'Demo', 'dno.us_listed': true, 'dno.has_subsidiaries': true };
    const sections = sectionsProgress(commonAndDno, answers);
    const answered = sections.reduce((sum, section) => sum + section.answered, 0);
    const required = sections.reduce((sum, section) => sum + section.required, 0);
    expect(answered / required).toBeCloseTo(progressOf(commonAndDno, answers));
  });
});

describe('firstPendingField', () => {
  it('is the first unanswered required question of the form, across sections', () => {
    const company: Answers = {
      'company.legal_name': 'Demo',
      'company.tax_id': '11222333000181',
      'company.start_of_operations': '2015-03-10',
      'company.description': 'Retail',
      'company.activity': 'RETAIL',
      'company.total_employees': 0,
      'company.annual_revenue_band': 'UP_TO_5M',
      'company.revenue_last_year': '100.00',
      'company.no_website': true,
      'company.contact_email': 'cfo@demo.example',
    };
    expect(firstPendingField(common, {})).toBe('company.legal_name');
    expect(firstPendingField(common, company)).toBe('address.zip_code');
  });

  it('names the cell of a table row still missing, so the page can focus that very field', () => {
    expect(firstPendingField(common, { 'shareholders.list': [{ name: 'Ana', percentage: null }] })).toBe(
      'company.legal_name',
    );
    const onlyShareholders = common.map((definition) => ({
      ...definition,
      sections: definition.sections.filter((section) => section.id === 'shareholders'),
    }));
    expect(firstPendingField(onlyShareholders, { 'shareholders.list': [{ name: 'Ana', percentage: null }] })).toBe(
      'shareholders.list.0.percentage',
    );
    expect(firstPendingField(onlyShareholders, { 'shareholders.list': [{ name: 'Ana', percentage: 100 }] })).toBeNull();
  });
});
