// The one schema the login form needs, as its own module: importing it on demand pulls zod and this schema
// only, where `import('@sinais/shared')` kept every export of the package in one chunk that every page loaded.
export { loginRequestSchema } from '@sinais/shared';
