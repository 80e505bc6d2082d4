export * from './policy-status-machine';
export * from './in-force';
export * from './pix-br-code';
export * from './boleto';
