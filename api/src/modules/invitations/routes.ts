// Invitations: the administrator's side (under the account) and the invited person's (by link).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppConfig } from '../../config';
import acceptanceRoutes from './acceptance-routes';
import accountRoutes from './account-routes';
import brokerUserRoutes from './broker-user-routes';

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(accountRoutes, { config });
  await app.register(acceptanceRoutes);
  await app.register(brokerUserRoutes, { config });
};

export default routes;
