export * from './redis-client';
