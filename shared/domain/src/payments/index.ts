export * from './policy-status-machine';
export * from './pix-br-code';
export * from './boleto';
