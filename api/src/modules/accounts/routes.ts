// The account's routes: its creation and e-mail/password links, and its company profile.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppConfig } from '../../config';
import profileRoutes from './profile-routes';
import signUpRoutes from './sign-up-routes';

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(profileRoutes);
  await app.register(signUpRoutes, { config });
};

export default routes;
