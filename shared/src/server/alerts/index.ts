export * from './alert-env';
export * from './alert-delivery';
export * from './alerter';
export * from './failover-alert';
export * from './incident';
export * from './incident-pager';
export * from './incident-text';
export * from './silences.repo';
