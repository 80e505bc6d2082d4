// Text that reaches the database never carries control characters: PostgreSQL refuses a NUL in
// text and in JSON (a 500 before this guard), and escape, bell or backspace have no business in a
// name or an address. Every route is covered by construction: the guard walks what the request
// carries (body, query, path), keys included, not a list of fields. Tab and line breaks pass only
// where the route's schema marks the field as multi-line (`MultilineText` in lib/schemas.ts).
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorDetail } from '../../lib/errors';
import fp from 'fastify-plugin';

/** C0 controls but tab and line breaks, DEL, and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** Deeper than any form the product has; a deeper body is refused before anything recurses on it. */
export const MAX_DEPTH = 32;
export const MULTILINE = 'x-multiline';

/** The parts of a JSON schema the guard reads. */
export type TextSchema = {
  properties?: Record<string, TextSchema>;
  /** What TypeBox writes for a record keyed by a pattern (answers by question id). */
  patternProperties?: Record<string, TextSchema>;
  items?: TextSchema;
  additionalProperties?: TextSchema | boolean;
  anyOf?: TextSchema[];
  oneOf?: TextSchema[];
  allOf?: TextSchema[];
  type?: string;
  [MULTILINE]?: boolean;
};
type Schema = TextSchema | undefined;

function childSchema(schema: Schema, key: string | number): Schema {
  if (!schema) return undefined;
  if (typeof key === 'number') return schema.items;
  const own =
    schema.properties?.[key] ??
    Object.entries(schema.patternProperties ?? {}).find(([pattern]) => new RegExp(pattern).test(key))?.[1] ??
    (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
  if (own) return own;
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = childSchema(variant, key);
    if (found) return found;
  }
  return undefined;
}

const isMultiline = (schema: Schema): boolean =>
  schema?.[MULTILINE] === true || [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].some(isMultiline);

/** The fields of `value` (a parsed body, query or path) that carry characters text may not hold. */
export function textProblems(value: unknown, schema: Schema, root: string): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const pending: { value: unknown; schema: Schema; path: string[]; depth: number }[] = [
    { value, schema, path: [], depth: 0 },
  ];
  const fieldOf = (path: string[]) => path.join('.') || root;
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.depth > MAX_DEPTH) {
      problems.push({
        field: fieldOf(next.path),
        code: 'VALIDATION_FAILED',
        message: `nested deeper than ${MAX_DEPTH} levels`,
      });
      continue;
    }
    if (typeof next.value === 'string') {
      if (CONTROL.test(next.value) || (!isMultiline(next.schema) && LINE_BREAK_OR_TAB.test(next.value)))
        problems.push({ field: fieldOf(next.path), code: 'INVALID_CHARACTERS' });
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) =>
        pending.push({
          value: item,
          schema: childSchema(next.schema, index),
          path: [...next.path, String(index)],
          depth: next.depth + 1,
        }),
      );
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        if (CONTROL.test(key) || LINE_BREAK_OR_TAB.test(key))
          problems.push({
            field: fieldOf(next.path),
            code: 'INVALID_CHARACTERS',
            message: 'a field name holds control characters',
          });
        else
          pending.push({
            value: item,
            schema: childSchema(next.schema, key),
            path: [...next.path, key],
            depth: next.depth + 1,
          });
      }
    }
  }
  return problems;
}

function requestProblems(request: FastifyRequest): ErrorDetail[] {
  const schema = (request.routeOptions.schema ?? {}) as { body?: Schema; querystring?: Schema; params?: Schema };
  return [
    ...textProblems(request.params, schema.params, 'path'),
    ...textProblems(request.query, schema.querystring, 'query'),
    ...(Buffer.isBuffer(request.body) ? [] : textProblems(request.body, schema.body, 'body')),
  ];
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const problems = requestProblems(request);
      if (problems.length === 0) return;
      const codes = new Set(problems.map((problem) => problem.code));
      throw new AppError(
        codes.size === 1 && codes.has('INVALID_CHARACTERS') ? 'INVALID_CHARACTERS' : 'VALIDATION_FAILED',
        undefined,
        problems,
      );
    });
  },
  { name: 'text-guard' },
);
