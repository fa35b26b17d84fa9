export * from './bus';
export * from './memory-bus';
export * from './redis-bus';
