export * from './apps';
export * from './routes';
export * from './registry';
export * from './parcel';
export * from './role-homes';
export * from './compatibility';
export * from './google-sign-in';
export * from './prospect-draft';
