export * from './company-profile';
