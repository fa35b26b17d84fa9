export * from './db';
export * from './bus';
export * from './logger';
export * from './env';
export * from './metrics';
export * from './control';
export * from './alerts';
export * from './redact-settings';
