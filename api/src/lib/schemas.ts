// Schemas shared by routes. They drive validation, response serialisation, the OpenAPI document
// and, through it, the typed client of the front ends: change a shape here, not in a handler.
import { Type, type TSchema } from 'typebox';
import { ERROR_CODES } from '@platform/domain';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ApiError = Type.Object(
  {
    code: Type.Enum(Object.keys(ERROR_CODES) as (keyof typeof ERROR_CODES)[]),
    message: Type.String(),
    details: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.Optional(Type.String()),
          code: Type.Optional(Type.String()),
          message: Type.Optional(Type.String()),
        }),
      ),
    ),
    current: Type.Optional(
      Type.Unknown({
        description:
          'With STALE_VERSION: the resource as it is now (same shape as the operation’s 200 answer), version included.',
      }),
    ),
  },
  {
    $id: 'ApiError',
    title: 'ApiError',
    description:
      'Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures.',
  },
);

/** A file in the body (PDF, image): the 200 of every download route, with `withErrors`. */
export const FileDownload = Type.Unsafe({ type: 'string', format: 'binary' });

/** The success schema plus the error shape for every 4xx/5xx. */
export const withErrors = <T extends TSchema>(ok: T) =>
  // Typed as the ApiError object (not an opaque ref) so handlers cannot send an ill-shaped error.
  ({ 200: ok, '4xx': Type.Ref('ApiError'), '5xx': Type.Ref('ApiError') }) as unknown as {
    200: T;
    '4xx': typeof ApiError;
    '5xx': typeof ApiError;
  };

/** Lists answer `{ items: [...] }`, leaving room for paging fields later. */
export const ListOf = <T extends TSchema>(item: T, title: string) =>
  Type.Object({ items: Type.Array(item) }, { title });

/** The largest value an `integer` column holds; every integer a request carries is bounded by it or less. */
export const MAX_INT = 2_147_483_647;
/** The version of an editable record the client loaded; a stale one is refused with 409 STALE_VERSION. */
export const Version = Type.Integer({
  minimum: 1,
  maximum: MAX_INT,
  description: 'The version the client loaded; a stale one is refused with 409 STALE_VERSION.',
});
/** Free text where line breaks and tabs belong (a reason, a description); other text refuses them (plugins/app/text-guard.ts). */
export const MultilineText = (maxLength: number) => Type.String({ maxLength, 'x-multiline': true });

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });
export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const IsoDateTime = Type.String({ format: 'date-time' });
export const Money = Type.String({
  pattern: '^-?\\d+(\\.\\d{1,2})?$',
  description: 'Decimal amount as a string, e.g. "1500000.00"',
});

/** Customer routes may name the account (tenant) to act on; it must be one of the caller's. */
export const AccountHeader = Type.Object({
  'x-account-id': Type.Optional(
    Type.String({ format: 'uuid', description: 'One of the caller’s accounts; default their first.' }),
  ),
});

export const bearer = [{ bearerAuth: [] }];
