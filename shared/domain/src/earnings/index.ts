export * from './commission-earnings';
export * from './fiscal-note-status-machine';
export * from './fiscal-note-check';
