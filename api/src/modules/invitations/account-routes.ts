// Team actions of the account administrator (spec section 6): invite, resend an invitation,
// remove a member or a pending invitation. Others get FORBIDDEN; another tenant's ids NOT_FOUND.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { invitationProblems, LANGUAGES, MAX_NAME_LENGTH, type FieldProblem } from '@platform/domain';
import { administeredAccount } from '../../lib/auth/account-access';
import { refuseFields } from '../../lib/field-problems';
import { inviteMember, languageOfLocale, removeMember, resendInvitation, type InvitationContext } from './invitations';
import type { AppConfig } from '../../config';
import { memberships, users } from '../../db/schema';
import { principalOf } from '../../lib/auth/principal';
import { bearer, Uuid, withErrors } from '../../lib/schemas';
import { Member, presentMember } from '../members';

const Invitation = Type.Object(
  {
    name: Type.String({ maxLength: MAX_NAME_LENGTH }),
    email: Type.String({ maxLength: 254 }),
    language: Type.Optional(
      Type.Enum([...LANGUAGES], {
        description: 'The language of the invitation mail; default the administrator’s own.',
      }),
    ),
  },
  { title: 'Invitation', additionalProperties: false },
);
const ResendQuery = Type.Object({
  language: Type.Optional(
    Type.Enum([...LANGUAGES], { description: 'The language of the mail; default the administrator’s own.' }),
  ),
});

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const db = () => app.database.db;
  const member = async (membershipId: string) => {
    const [row] = await db()
      .select({ membership: memberships, user: users })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.user_id))
      .where(eq(memberships.id, membershipId));
    return presentMember(row!);
  };
  const contextOf = (
    request: Parameters<typeof principalOf>[0],
    account: InvitationContext['account'],
    language?: (typeof LANGUAGES)[number],
  ): InvitationContext => {
    const inviter = principalOf(request).user;
    return { account, inviter, language: language ?? languageOfLocale(inviter.locale), publicUrl: config.publicUrl };
  };

  app.post(
    '/accounts/:accountId/invitations',
    {
      schema: {
        operationId: 'inviteTeamMember',
        tags: ['accounts'],
        summary: 'Invite a team member (account administrator only)',
        description:
          'Creates a PENDING membership and mails a single-use INVITATION link to `/auth/register?token=`. A new e-mail becomes a user without a password; an existing customer user is added. ' +
          'Field problems: 400 with details (name VALIDATION_FAILED, email INVALID_EMAIL/VALIDATION_FAILED). Already a member or invited, or a broker/operations/disabled user: 409 EMAIL_ALREADY_REGISTERED.',
        security: bearer,
        params: Type.Object({ accountId: Uuid }),
        body: Invitation,
        response: withErrors(Member),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const account = administeredAccount(request, request.params.accountId);
      const problems = invitationProblems(request.body);
      const details: FieldProblem[] = [];
      if (problems.name) details.push({ field: 'name', code: 'VALIDATION_FAILED' });
      if (problems.email)
        details.push({ field: 'email', code: problems.email === 'REQUIRED' ? 'VALIDATION_FAILED' : 'INVALID_EMAIL' });
      refuseFields(details);
      const membership = await inviteMember(db(), contextOf(request, account, request.body.language), request.body);
      return member(membership.id);
    },
  );

  app.post(
    '/accounts/:accountId/members/:memberId/resend-invitation',
    {
      schema: {
        operationId: 'resendTeamInvitation',
        tags: ['accounts'],
        summary: 'Mail a pending invitation again; the earlier link stops working (account administrator only)',
        security: bearer,
        params: Type.Object({ accountId: Uuid, memberId: Uuid }),
        querystring: ResendQuery,
        response: withErrors(Member),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const account = administeredAccount(request, request.params.accountId);
      const membership = await resendInvitation(
        db(),
        contextOf(request, account, request.query.language),
        request.params.memberId,
      );
      return member(membership.id);
    },
  );

  app.delete(
    '/accounts/:accountId/members/:memberId',
    {
      schema: {
        operationId: 'removeTeamMember',
        tags: ['accounts'],
        summary: 'Remove a member or a pending invitation (account administrator only; never the administrator)',
        security: bearer,
        params: Type.Object({ accountId: Uuid, memberId: Uuid }),
        response: withErrors(Type.Object({ removed: Type.Literal(true) }, { title: 'MemberRemoved' })),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const account = administeredAccount(request, request.params.accountId);
      await removeMember(db(), account.id, request.params.memberId);
      return { removed: true as const };
    },
  );
};

export default routes;
