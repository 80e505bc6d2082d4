export * from './broker-registration';
export * from './broker-files';
export * from './file-name';
// Through their shared subpaths: the broker home's start loads them alone, and the area's rest
// (loaded with its screens) reads the same copy.
export * from '@platform/domain/broker-side-status';
export * from '@platform/domain/broker-register-steps';
export * from './add-company';
