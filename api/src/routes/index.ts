// Every /v3 route, by resource. Registered under the /v3 prefix by app.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config';
import accountInvitations from './accounts/invitations';
import accountMembers from './accounts/members';
import accountProfile from './accounts/profile';
import accountSignUp from './accounts/sign-up';
import applicationForms from '../modules/application-forms/routes';
import authInteractions from './auth/interactions';
import brokerCompanies from './broker/companies';
import brokerProfile from './broker/profile';
import brokerRegistration from './broker/registration';
import brokerRegistrationFiles from './broker/registration-files';
import brokerSignUp from './brokers/sign-up';
import claims from './claims';
import cyber from './cyber';
import devMailbox from './dev/mailbox';
import health from './health';
import invitations from './invitations';
import live from './live';
import me from './me';
import operationsBrokers from './operations/brokers';
import policies from './policies';
import quotes from './quotes';

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig; provider: Provider | null }> = async (
  app,
  { config, provider },
) => {
  await app.register(health, { version: config.version });
  // The login interaction belongs to the embedded provider; with another issuer it does not exist.
  if (provider) await app.register(authInteractions, { provider, config });
  await app.register(me);
  await app.register(live);
  await app.register(policies);
  await app.register(quotes);
  await app.register(claims);
  await app.register(applicationForms, { config });
  await app.register(cyber);
  await app.register(accountMembers);
  await app.register(accountProfile);
  await app.register(accountInvitations, { config });
  await app.register(invitations);
  await app.register(accountSignUp, { config });
  await app.register(brokerCompanies);
  await app.register(brokerSignUp);
  await app.register(brokerRegistration);
  await app.register(brokerRegistrationFiles);
  await app.register(brokerProfile);
  await app.register(operationsBrokers, { config });
  if (config.devMailbox) await app.register(devMailbox);
};

export default routes;
