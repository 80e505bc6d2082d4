export * from './broker-registration';
export * from './broker-files';
