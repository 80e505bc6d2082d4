// Rate limiting, off by default and switched on per route (the login). Counters live in this
// process: with several instances each counts on its own (a shared store is a later step).
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../../errors';
import { globalPlugin } from '../../lib/global-plugin';

export default globalPlugin('rate-limit', async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
