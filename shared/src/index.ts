import './schemas/zod-locale';
export * from './events';
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/auth';
export * from './schemas/signal';
export * from './schemas/engine';
export * from './domain/format';
export * from './domain/signal-rules';
