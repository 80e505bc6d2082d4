// broker/users/list (spec section 6): the brokerage's people. Everyone of the brokerage reads the
// list; only its administrator (BROKER) invites, resends and removes: colleagues get FORBIDDEN,
// another brokerage's ids NOT_FOUND.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BROKER_ROLES,
  invitationProblems,
  LANGUAGES,
  MAX_NAME_LENGTH,
  MEMBER_STATUSES,
  type FieldProblem,
} from '@platform/domain';
import type { AppConfig } from '../../config';
import { principalOf } from '../../lib/auth/principal';
import { AppError } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';
import { bearer, IsoDateTime, ListOf, Nullable, Uuid, withErrors } from '../../lib/schemas';
import {
  inviteBrokerUser,
  listBrokerUsers,
  removeBrokerUser,
  resendBrokerInvitation,
  type BrokerInvitationContext,
} from './broker-invitations';
import { languageOfLocale } from './invitations';

const BrokerUser = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Enum([...BROKER_ROLES]),
    status: Type.Enum([...MEMBER_STATUSES]),
    invited_at: Nullable(IsoDateTime),
  },
  { title: 'BrokerUser' },
);
const Language = Type.Optional(
  Type.Enum([...LANGUAGES], { description: 'The language of the mail; default the administrator’s own.' }),
);
const BrokerInvitation = Type.Object(
  { name: Type.String({ maxLength: MAX_NAME_LENGTH }), email: Type.String({ maxLength: 254 }), language: Language },
  { title: 'BrokerInvitation', additionalProperties: false },
);
const BrokerUserParams = Type.Object({ brokerUserId: Uuid });

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const guard = [app.authenticate, app.requireBroker];
  const db = () => app.database.db;
  /** The administrator's brokerage and the mail's context; a colleague is FORBIDDEN. */
  const administrator = (
    request: Parameters<typeof principalOf>[0],
    language?: (typeof LANGUAGES)[number],
  ): BrokerInvitationContext => {
    const { broker, user } = principalOf(request);
    if (broker?.role !== 'BROKER') throw new AppError('FORBIDDEN');
    return { broker, inviter: user, language: language ?? languageOfLocale(user.locale), publicUrl: config.publicUrl };
  };

  app.get(
    '/broker/users',
    {
      schema: {
        operationId: 'listBrokerUsers',
        tags: ['broker'],
        summary: 'The brokerage’s people: its administrator, colleagues and pending invitations',
        security: bearer,
        response: withErrors(ListOf(BrokerUser, 'BrokerUserList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listBrokerUsers(db(), principalOf(request).broker!.id) }),
  );

  app.post(
    '/broker/users',
    {
      schema: {
        operationId: 'inviteBrokerUser',
        tags: ['broker'],
        summary: 'Invite a colleague (broker administrator only)',
        description:
          'Creates a PENDING broker user and mails a single-use link to `/auth/register?token=`. Field problems: 400 with details (name VALIDATION_FAILED, email INVALID_EMAIL/VALIDATION_FAILED). Someone already in a brokerage or an account, operations or disabled: 409 EMAIL_ALREADY_REGISTERED.',
        security: bearer,
        body: BrokerInvitation,
        response: withErrors(BrokerUser),
      },
      preValidation: guard,
    },
    async (request) => {
      const context = administrator(request, request.body.language);
      const problems = invitationProblems(request.body);
      const details: FieldProblem[] = [];
      if (problems.name) details.push({ field: 'name', code: 'VALIDATION_FAILED' });
      if (problems.email)
        details.push({ field: 'email', code: problems.email === 'REQUIRED' ? 'VALIDATION_FAILED' : 'INVALID_EMAIL' });
      refuseFields(details);
      return inviteBrokerUser(db(), context, request.body);
    },
  );

  app.post(
    '/broker/users/:brokerUserId/resend-invitation',
    {
      schema: {
        operationId: 'resendBrokerInvitation',
        tags: ['broker'],
        summary: 'Mail a pending invitation again; the earlier link stops working (broker administrator only)',
        security: bearer,
        params: BrokerUserParams,
        querystring: Type.Object({ language: Language }),
        response: withErrors(BrokerUser),
      },
      preValidation: guard,
    },
    async (request) =>
      resendBrokerInvitation(db(), administrator(request, request.query.language), request.params.brokerUserId),
  );

  app.delete(
    '/broker/users/:brokerUserId',
    {
      schema: {
        operationId: 'removeBrokerUser',
        tags: ['broker'],
        summary: 'Remove a colleague or a pending invitation (broker administrator only; never the administrator)',
        security: bearer,
        params: BrokerUserParams,
        response: withErrors(Type.Object({ removed: Type.Literal(true) }, { title: 'BrokerUserRemoved' })),
      },
      preValidation: guard,
    },
    async (request) => {
      await removeBrokerUser(db(), administrator(request).broker.id, request.params.brokerUserId);
      return { removed: true as const };
    },
  );
};

export default routes;
