// Every /v3 route, one module per resource (api/README.md, "Layout"). Registered under the /v3 prefix by app.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config';
import accounts from './accounts';
import applicationForms from './application-forms';
import brokers from './brokers';
import checkouts from './checkouts';
import claims from './claims';
import cyber from './cyber';
import dev from './dev';
import earnings from './earnings';
import devPayments from './dev/payments';
import health from './health';
import home from './home';
import invitations from './invitations';
import live from './live';
import me from './me';
import members from './members';
import policies from './policies';
import policyDocuments from './policy-documents';
import quotes from './quotes';
import renewals from './renewals';
import signatures from './signatures';
import signIn from './sign-in';
import underwriting from './underwriting';

const modules: FastifyPluginAsyncTypebox<{ config: AppConfig; provider: Provider | null }> = async (
  app,
  { config, provider },
) => {
  await app.register(health, { version: config.version });
  // The login interaction belongs to the embedded provider; with another issuer it does not exist.
  if (provider) await app.register(signIn, { provider, config });
  await app.register(me);
  await app.register(live);
  await app.register(policies, { config });
  await app.register(policyDocuments, { config });
  await app.register(quotes);
  await app.register(claims, { config });
  await app.register(applicationForms, { config });
  await app.register(cyber, { config });
  await app.register(members);
  await app.register(accounts, { config });
  await app.register(invitations, { config });
  await app.register(brokers, { config });
  await app.register(underwriting, { config });
  await app.register(checkouts, { config });
  await app.register(signatures);
  await app.register(home);
  await app.register(earnings);
  await app.register(renewals, { config });
  if (config.devMailbox) await app.register(dev);
  // The development bank (docs/payments.md): development mode only, like the mailbox.
  if (config.mode === 'development' && config.paymentProvider === 'dev') await app.register(devPayments, { config });
};

export default modules;
