export * from './broker-registration';
export * from './broker-files';
export * from './file-name';
export * from './broker-side-status';
export * from './add-company';
