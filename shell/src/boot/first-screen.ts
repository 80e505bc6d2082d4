import type { EarlyRead } from '@platform/api-client';
import {
  BROKER_HOME,
  CUSTOMER_HOME,
  FIRST_SCREEN_MODULE,
  isQuoteLink,
  QUOTE_LINK_FIRST_SCREEN_MODULE,
  type FirstScreenModule,
  type RemoteRegistry,
} from '@platform/remote-contract';
import { isStandaloneFirstScreen } from '@platform/remote-contract/first-screen';
import { loadFirstScreen } from '../remotes/load-parcel';
import { importStandaloneFirstScreen } from '../remotes/standalone-first-screen';
import { remoteOfPath } from './route-owner';
import { answersOf, drawFirstScreenInto, paintedMain } from './first-screen-draw';
import { forgetFirstScreenFiles, rememberFirstScreenAlone, rememberFirstScreenFiles } from './first-screen-files';
import type { FirstScreenAtPaint } from './first-screen-at-paint-handle';

/** The customer home's addresses (as `homeFirstReads` names them) and the broker's: the homes with a first screen. */
const FIRST_SCREEN_PATHS = [CUSTOMER_HOME, '/dashboard/index-customer', BROKER_HOME];

/** The page's first screen module, if it has one: the customer home's, or the quote link's (h-quotefirst). */
const firstScreenModuleOf = (pathname: string) =>
  FIRST_SCREEN_PATHS.includes(pathname)
    ? FIRST_SCREEN_MODULE
    : isQuoteLink(pathname)
      ? QUOTE_LINK_FIRST_SCREEN_MODULE
      : null;

/** A first screen on the page, until the real home takes its place. */
export interface FirstScreenDrawn {
  unmount(): void;
  /** Drawn at paint: the person's first input since, and the button pressed (first-screen-at-paint-handle.ts). */
  intent?: Promise<void>;
  pressed?: () => string | null;
}

/**
 * What the first screen's module shares with the shell (React, the ui kit, the
 * formatters), fetched beside the remote's entry instead of once the module has arrived and asks
 * for them: a round trip or two less before the home's largest text on slow 4G. Only for a remote
 * without a standalone first screen, which shares nothing.
 */
const fetchSharedParts = () =>
  Promise.all([import('react-dom/client'), import('@platform/ui/page-parts'), import('@platform/domain/formatting')]);

/**
 * What the broker home's first screen shares beyond those (its companies' tax ids; the kit's
 * controls: its book's search, filters and table), fetched beside them too.
 */
const fetchBrokerParts = (pathname: string) =>
  pathname === BROKER_HOME ? Promise.all([import('@platform/domain/tax-id'), import('@platform/ui/controls')]) : null;

/** A first screen's module, and the address it came from (remembered for the next cold visit's preload). */
export interface LoadedFirstScreen {
  module: FirstScreenModule;
  from: string;
}

/**
 * The page's first screen: the remote's standalone build (Preact, nothing shared: ~20 KB where the
 * federation path takes ~130 with react-dom and the remote's entry), else, for a remote built
 * without one or when it fails, the same module through module federation and the shared parts.
 */
export async function loadFirstScreenModule(
  entry: RemoteRegistry['remotes'][number],
  module: string,
  pathname: string,
  { standalone = importStandaloneFirstScreen, federation = loadFirstScreen } = {},
): Promise<LoadedFirstScreen> {
  try {
    return await standalone(entry, module);
  } catch (error) {
    console.warn('[shell] the first screen’s standalone build did not load; drawn through module federation', error);
  }
  const [loaded] = await Promise.all([federation(entry, module), fetchSharedParts(), fetchBrokerParts(pathname)]);
  return { module: loaded, from: entry.manifestUrl };
}

/**
 * The customer home opened cold with a session kept in this tab (the reads `startHomeReads`
 * started): its first screen drawn by the remote's own code (`FIRST_SCREEN_MODULE`, built alone or
 * through the federation runtime already in the shell's entry) from the reads' answers, in place of the
 * painted frame's loading state, before the full shell (router, query cache, kit) is fetched
 * (issue 25: the home's largest text waited for ~250 KB of scripts). Answers null, having drawn
 * nothing, on any refusal, network failure, unexpected answer or remote that fails to load: the
 * full shell starts at once, as it did before. The answers are read from copies, so the full
 * shell's API client still takes the originals (`handEarlyReads`) and the real home draws at once.
 */
export async function drawFirstScreenAtBoot(
  registry: Pick<RemoteRegistry, 'remotes'>,
  reads: readonly EarlyRead[],
  root: HTMLElement,
  {
    atPaint = null,
    load = loadFirstScreenModule,
    location = window.location,
    files = {
      remember: rememberFirstScreenFiles,
      rememberAlone: rememberFirstScreenAlone,
      forget: forgetFirstScreenFiles,
    },
  }: {
    /** The HTML's inline script's draw (first-screen-at-paint.ts): taken as it is when it drew. */
    atPaint?: Promise<FirstScreenAtPaint | null> | null;
    load?: (entry: RemoteRegistry['remotes'][number], module: string, pathname: string) => Promise<LoadedFirstScreen>;
    location?: Pick<Location, 'pathname'>;
    /** The files this path's first screen needed, preloaded by the HTML on the next cold visit. */
    files?: {
      remember: (path: string, loadedFrom: string) => void;
      rememberAlone: (path: string, loadedFrom: string) => void;
      forget: (path: string) => void;
    };
  } = {},
): Promise<FirstScreenDrawn | null> {
  const drawnAtPaint = await atPaint;
  if (drawnAtPaint) {
    files.rememberAlone(location.pathname, drawnAtPaint.from);
    return drawnAtPaint;
  }
  const drawn = await drawFirstScreen(registry, reads, root, load, location);
  // A standalone module is drawn at paint next time (first-screen-at-paint.ts), needing nothing else.
  if (drawn && isStandaloneFirstScreen(new URL(drawn.from).pathname))
    files.rememberAlone(location.pathname, drawn.from);
  else if (drawn) files.remember(location.pathname, drawn.from);
  else files.forget(location.pathname);
  return drawn && { unmount: drawn.unmount };
}

async function drawFirstScreen(
  registry: Pick<RemoteRegistry, 'remotes'>,
  reads: readonly EarlyRead[],
  root: HTMLElement,
  load: (entry: RemoteRegistry['remotes'][number], module: string, pathname: string) => Promise<LoadedFirstScreen>,
  location: Pick<Location, 'pathname'>,
): Promise<(FirstScreenDrawn & { from: string }) | null> {
  const main = paintedMain(root);
  const entry = remoteOfPath(registry as RemoteRegistry, location.pathname);
  const moduleName = firstScreenModuleOf(location.pathname);
  if (!reads.length || !main || !entry || !moduleName) return null;
  try {
    const [{ module, from }, answers] = await Promise.all([
      load(entry, moduleName, location.pathname),
      answersOf(reads),
    ]);
    // Awaited: the quote link's is drawn in slices, and may still fail.
    const { unmount } = await drawFirstScreenInto(main, module, { answers, pathname: location.pathname });
    return { unmount, from };
  } catch (error) {
    console.warn('[shell] the home’s first screen was not drawn; the full shell draws the home', error);
    return null;
  }
}
