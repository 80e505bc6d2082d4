// Through its subpath: the definitions are a shared singleton of their own (the prospect's draft
// takes them at the signed-in start without the rest of the questionnaire).
export * from './question-types';
export * from '@platform/domain/questionnaire-definitions';
export * from './answers';
export * from './merge';
export * from './form-status-machine';
export * from './progress';
