// The types of serve-static.mjs for the TypeScript that starts it (api/test: the API behind the shell's proxy).
import type { FastifyInstance } from 'fastify';

export interface StaticServerOptions {
  spa?: boolean;
  cors?: boolean;
  apis?: string[];
  connectSrc?: string[];
  trustedProxies?: string[];
  proxySecret?: string;
}

export function cacheControl(file: string): string;
export function createStaticServer(root: string | string[], options?: StaticServerOptions): Promise<FastifyInstance>;
