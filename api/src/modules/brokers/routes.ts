// Brokerages: sign-up, the registration operations decide on, the broker's profile and customers,
// and the operations side of the decision.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppConfig } from '../../config';
import addCompanyRoutes from './add-company-routes';
import bookRoutes from './book-routes';
import commissionRoutes from './commission-routes';
import companiesRoutes from './companies-routes';
import kamRoutes from './kam-routes';
import operationsRoutes from './operations-routes';
import profileRoutes from './profile-routes';
import registrationFileRoutes from './registration-file-routes';
import registrationRoutes from './registration-routes';
import signUpRoutes from './sign-up-routes';

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(bookRoutes);
  await app.register(addCompanyRoutes, { config });
  await app.register(companiesRoutes);
  await app.register(signUpRoutes);
  await app.register(registrationRoutes);
  await app.register(registrationFileRoutes);
  await app.register(profileRoutes);
  await app.register(operationsRoutes, { config });
  await app.register(commissionRoutes);
  await app.register(kamRoutes);
};

export default routes;
