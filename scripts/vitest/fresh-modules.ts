// Unit test files share their worker (vitest.config.ts: isolate false), so happy-dom and the
// libraries under node_modules load once per worker, not once per file. The workspace's own
// modules are loaded afresh for each file, so a file's vi.mock reaches every module that imports
// the mocked one, whichever file ran before it.
import { vi } from 'vitest';

vi.resetModules();
