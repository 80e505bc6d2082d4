// Accepting a team invitation (auth/register?token=): public routes, the mailed token is the key.
// Peek shows who invited whom before the person decides; accept enables the membership.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { passwordProblem, PASSWORD_MAX_LENGTH, MAX_NAME_LENGTH } from '@platform/domain';
import { acceptInvitation, previewInvitation } from './invitations';
import { refuseFields } from '../../lib/field-problems';
import { withErrors } from '../../lib/schemas';

const Token = Type.String({ minLength: 10, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

const InvitationPreview = Type.Object(
  {
    account_name: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    needs_password: Type.Boolean({
      description: 'False when the person already has a password: accepting needs only the token.',
    }),
  },
  { title: 'InvitationPreview' },
);

const InvitationAcceptance = Type.Object(
  {
    token: Token,
    name: Type.Optional(Type.String({ maxLength: MAX_NAME_LENGTH })),
    password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 })),
  },
  { title: 'InvitationAcceptance', additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Setting a password from a link: the signUp preset (per address). Tokens are 256-bit random,
  // but a public route that reads them still gets a ceiling per client.
  const rateLimit = app.rateLimits.signUp;

  app.get(
    '/invitations/:token',
    {
      schema: {
        operationId: 'getInvitation',
        tags: ['accounts'],
        summary: 'Who an invitation is for and which account it opens (public; the token is the key)',
        description: 'Unknown, used, expired or withdrawn invitations answer 400 LINK_INVALID.',
        params: Type.Object({ token: Token }),
        response: withErrors(InvitationPreview),
      },
      config: { rateLimit },
    },
    async (request) => previewInvitation(app.database.db, request.params.token),
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        tags: ['accounts'],
        summary: 'Accept an invitation: the membership becomes ENABLED; a new person sets name and password',
        description:
          'Name and password are required when the preview says `needs_password` (password rule: PASSWORD_TOO_WEAK). The link works once: LINK_INVALID afterwards.',
        body: InvitationAcceptance,
        response: withErrors(Type.Object({ email: Type.String() }, { title: 'InvitationAccepted' })),
      },
      config: { rateLimit },
    },
    async (request) => {
      const { token, name, password } = request.body;
      // A weak password is refused before the link is touched, so the person can try again.
      const problem = password === undefined ? null : passwordProblem(password);
      refuseFields(problem && problem !== 'REQUIRED' ? [{ field: 'password', code: problem }] : []);
      return acceptInvitation(app.database.db, token, { name, password: password || undefined });
    },
  );
};

export default routes;
