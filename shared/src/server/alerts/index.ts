export * from './alert-env';
export * from './alert-delivery';
export * from './alerter';
