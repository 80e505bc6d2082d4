import type { Product } from '../../statuses';
import type { QuestionnaireDefinition } from '../question-types';
import { COMMON_QUESTIONS } from './common';
import { CYBER_QUESTIONS } from './cyber';
import { D_AND_O_QUESTIONS } from './d-and-o';
import { E_AND_O_QUESTIONS } from './e-and-o';

export * from './common';
export * from './cyber';
export * from './request';
export { D_AND_O_QUESTIONS, E_AND_O_QUESTIONS };

/**
 * Every version of every part still readable. A new version is appended, never edited in place:
 * a form keeps the versions it was answered with.
 */
export const DEFINITIONS: readonly QuestionnaireDefinition[] = [
  COMMON_QUESTIONS,
  D_AND_O_QUESTIONS,
  E_AND_O_QUESTIONS,
  CYBER_QUESTIONS,
];

export type DefinitionVersions = Partial<Record<QuestionnaireDefinition['part'], number>>;

const latest = (part: QuestionnaireDefinition['part']) =>
  DEFINITIONS.filter((definition) => definition.part === part).reduce((a, b) => (b.version > a.version ? b : a));

/** The newest versions for a new form with these products: what it records in `definition_versions`. */
export const currentVersions = (products: readonly Product[]): DefinitionVersions =>
  Object.fromEntries(['COMMON', ...products].map((part) => [part, latest(part as Product).version]));

/** The definitions a form was answered with, common part first, in the order of its products. */
export function definitionsFor(versions: DefinitionVersions): QuestionnaireDefinition[] {
  return Object.entries(versions)
    .sort(([a], [b]) => Number(b === 'COMMON') - Number(a === 'COMMON'))
    .map(([part, version]) => {
      const found = DEFINITIONS.find((definition) => definition.part === part && definition.version === version);
      if (!found) throw new Error(`No questionnaire definition ${part} v${version}`);
      return found;
    });
}
