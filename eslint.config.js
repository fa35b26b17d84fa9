import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Gateway layers: domain and data never reach up into routes, HTTP or sockets. */
const GATEWAY_LOWER_LAYERS = [
  {
    group: ['express', 'socket.io', '@socket.io/*'],
    message: 'O domínio não conhece Express nem Socket.IO.',
  },
  {
    group: ['**/http/**', '**/routes/**', '**/socket/**'],
    message: 'Domínio e dados não importam rotas, HTTP nem sockets: receba o que precisa por parâmetro.',
  },
  {
    group: ['**/context', '**/context.ts'],
    message:
      'O domínio não recebe o AppContext: declare as dependências que usa (repositórios, barramento, logger).',
  },
];

/**
 * Gateway areas are modules: another area, the HTTP edge, the socket layer and the platform reach an area only
 * through its `index.ts`; the composition root (app.ts) also mounts each area's `routes/`, and `repos.ts` builds
 * each area's repositories (`data/`) once; the platform imports no area. `realtime-server/src/area-boundaries.test.ts` checks the same.
 */
const GATEWAY_AREAS = ['admin', 'alerts', 'auth', 'crm', 'market', 'sales', 'shop', 'signals'];
const GW = 'realtime-server/src';
const insidesOf = (areas, parts = 'data,domain,routes,providers') =>
  `${GW}/{${areas.join(',')}}/{${parts}}/**`;
const AREA_MESSAGE = 'Outra área só se importa pelo seu index.ts (realtime-server/src/<área>/index.ts).';
const GATEWAY_AREA_ZONES = [
  ...GATEWAY_AREAS.map((area) => ({
    target: `${GW}/${area}/**`,
    from: insidesOf(GATEWAY_AREAS.filter((a) => a !== area)),
    message: AREA_MESSAGE,
  })),
  { target: `${GW}/{http,socket,config}/**`, from: insidesOf(GATEWAY_AREAS), message: AREA_MESSAGE },
  {
    target: `${GW}/{context,errors,index,main,stores}.ts`,
    from: insidesOf(GATEWAY_AREAS),
    message: AREA_MESSAGE,
  },
  { target: `${GW}/app.ts`, from: insidesOf(GATEWAY_AREAS, 'data,domain,providers'), message: AREA_MESSAGE },
  {
    target: `${GW}/repos.ts`,
    from: insidesOf(GATEWAY_AREAS, 'domain,routes,providers'),
    message: AREA_MESSAGE,
  },
  {
    target: `${GW}/platform/**`,
    from: `${GW}/{${GATEWAY_AREAS.join(',')}}/**`,
    message: 'A plataforma fica abaixo das áreas: não importa nenhuma.',
  },
];

/**
 * Server-only code must never reach the browser bundle. A later `no-restricted-imports` entry replaces an earlier
 * one for the files it matches, so every web override spreads this list instead of writing its own.
 */
const WEB_SERVER_ONLY = [
  {
    group: ['@sinais/shared/server', '@sinais/shared/server/**', '@sinais/engine', '@sinais/engine/**'],
    message: 'Código de servidor não vai para o navegador.',
  },
  {
    group: ['@sinais/realtime-server', '@sinais/realtime-server/**'],
    message: 'Código de servidor não vai para o navegador.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'web/dev-dist/**', 'tests/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    // Lazy pages (`import()` in the route table) may read the route table back: a dynamic edge runs after both
    // modules are initialised, so it cannot cause the init-order bugs a static cycle does.
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['realtime-server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: GATEWAY_AREA_ZONES }] },
  },
  {
    files: ['realtime-server/src/*/domain/**/*.ts', 'realtime-server/src/*/data/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: GATEWAY_LOWER_LAYERS }] },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: WEB_SERVER_ONLY }],
    },
  },
  {
    // Tests read loosely-typed JSON bodies on purpose.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // bulletproof-react: features never import each other; shared pieces live in components/ or lib/.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '**/features/**'],
              message: 'Uma feature não importa outra: use lib/ ou components/.',
            },
            {
              // The app shell imports the features (route table → pages): a feature importing it closes a circle.
              group: ['@/app/**', '**/app/**'],
              message:
                'Uma feature não importa o app: receba o que precisa por props ou por um contexto de lib/.',
            },
            ...WEB_SERVER_ONLY,
          ],
        },
      ],
    },
  },
);
