// The development pages (mailbox, bank) answer this machine only, or an operations user.
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Every hop is this machine: the socket and each address a proxy on this machine forwarded. */
export function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return [request.socket.remoteAddress ?? '', ...hops].every((address) => LOOPBACK.has(address));
}
