export * from './db';
export * from './bus';
export * from './logger';
export * from './env';
export * from './redis';
