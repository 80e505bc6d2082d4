// The parts shared as module-federation singletons of their own (build-preset's SINGLETONS) are
// re-exported through their subpaths, not relative paths: in an app's build the root then reads
// the one shared copy the signed-in start already fetched instead of bundling another.
export * from '@platform/domain/locale';
export * from '@platform/domain/errors';
export * from './roles';
export * from '@platform/domain/statuses';
export * from './validation/field-problem';
export * from './validation/email';
export * from './validation/email-list';
export * from './validation/password';
export * from '@platform/domain/tax-id';
export * from './validation/url';
export * from './validation/field-problem';
export * from './company-profile';
export * from '@platform/domain/team';
export * from '@platform/domain/broker';
export * from '@platform/domain/live-topics';
export * from './questionnaire';
export * from './pricing';
export * from '@platform/domain/money';
export * from './claims';
export * from './payments';
export * from './state-machine';
export * from './cyber';
export * from './sign-in/sign-in-form';
export * from '@platform/domain/formatting';
export * from './business-date/business-date';
export * from './home/home-tasks';
export * from './countries';
export * from './earnings';
export * from './renewals/renewal-state';
