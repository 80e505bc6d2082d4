// Broker earnings, commission statements and fiscal notes (issue 23 items 4 and 5; docs/broker-earnings.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import brokerRoutes from './broker-routes';
import operationsRoutes from './operations-routes';

const earnings: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(brokerRoutes);
  await app.register(operationsRoutes);
};

export default earnings;
export { brokerEarnings } from './earnings';
