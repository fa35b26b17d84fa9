export * from './bus';
export * from './bus-signature';
export * from './memory-bus';
export * from './redis-bus';
export * from './wait-for-bus';
export * from './rejection-log';
