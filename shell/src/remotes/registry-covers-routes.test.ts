import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RemoteRegistry } from '@platform/remote-contract';
import { shellRoutes } from '../app/create-shell-router';

const registry = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../public/registry.json'), 'utf8'),
) as RemoteRegistry;
const concrete = (pattern: string) =>
  '/' +
  pattern
    .replace(/:country/, 'br')
    .replace(/:language/, 'pt')
    .replace(/:[a-zA-Z]+/g, 'x1');

describe('the default registry and the shell route table', () => {
  const routes = shellRoutes(registry);

  it.each(ROUTES.map((r) => [r.pattern, r.owner]))('sends %s to %s', (pattern, owner) => {
    const matches = matchRoutes(routes, concrete(pattern)) ?? [];
    const leaf = matches[matches.length - 1]!;
    const element = leaf.route.element as { props?: { entry?: { name: string } } } | undefined;
    if (owner === 'shell') expect(element?.props?.entry).toBeUndefined();
    else expect(element?.props?.entry?.name).toBe(owner);
    expect(leaf.route.path).not.toBe('*');
  });

  it('redirects an unknown path instead of rendering a blank page', () => {
    const matches = matchRoutes(routes, '/no/such/page/at/all') ?? [];
    expect(matches[matches.length - 1]!.route.path).toBe('*');
  });
});
