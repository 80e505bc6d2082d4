// Live updates: the hub every instance shares through the database, and the SSE route.
export { default } from './routes';
export { default as livePlugin } from './plugin';
