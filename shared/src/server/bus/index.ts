export * from './bus';
export * from './memory-bus';
export * from './redis-bus';
export * from './wait-for-bus';
