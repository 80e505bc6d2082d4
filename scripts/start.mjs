#!/usr/bin/env node
// `npm start`: install (first time), build, and start everything on the embedded defaults.
// `npm start -- --no-build` reuses the last build.
import { buildApps, ensureInstalled, startStack, SHELL_PORT } from './stack.mjs';

ensureInstalled();
if (!process.argv.includes('--no-build')) buildApps();
const stack = await startStack();
console.log(`
  Seguro Empresarial is running: http://localhost:${SHELL_PORT}

  Demo accounts (password Demo!2026):
    cliente@demo.local   customer administrator (Demo Tecnologia Ltda)
    membro@demo.local    team member of the same account
    corretor@demo.local  broker (Demo Corretora de Seguros)
    vazio@demo.local     customer with no data yet (empty states)

  Ctrl+C stops everything.`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stack.stop();
    process.exit(0);
  });
