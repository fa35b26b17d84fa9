export * from './alert-env';
export * from './alerter';
