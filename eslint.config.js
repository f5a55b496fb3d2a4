// One lint setup for every workspace. The project's import rules (which layer and feature may
// import which) are enforced here, so a wrong-way import fails CI rather than waiting for a reviewer.
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs
      .readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const apiModules = fs.existsSync('apps/api/src/modules')
  ? fs
      .readdirSync('apps/api/src/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const noOtherApp = {
  regex: '^@kosh/(api|web|sandbox)(/|$)',
  message: 'Apps never import each other; share code through @kosh/contract.',
};

// A provider's vendor lives in its own folder, `providers/<kind>/<vendor>/`; modules, plugins/ and
// lib/ see only the port (`providers/<kind>/<kind>.port.ts`). Only modules/app-modules.ts, where
// providers are chosen, names a vendor.
const noProviderVendor = {
  regex: '(^|/)providers/[^/]+/[^/]+/',
  message:
    'Modules use the provider port, never a vendor folder: choose the vendor in modules/app-modules.ts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/*.tsbuildinfo',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // React calls whatever an effect returns as its cleanup: `useEffect(() => window.scrollTo(…))`
      // returns a Promise in today's Chromium, and leaving the page then crashes ("l is not a
      // function"). An effect's body is a block; a cleanup is returned on purpose.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression:matches([callee.name=/^use(Layout|Insertion)?Effect$/], [callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression[expression=true]',
          message:
            'An effect returns only its cleanup: write its body as a block, `() => { … }`, and return a cleanup function explicitly.',
        },
        // Issue 11 §1: the web chooses what to show from a message's code, never its English text.
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='message'], [right.property.name='message']):matches([left.type='Literal'], [right.type='Literal'], [left.type='TemplateLiteral'], [right.type='TemplateLiteral'])",
          message:
            'Never branch on a message’s text: compare its `code` (the contract’s catalogue) instead.',
        },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // packages/contract imports only zod (and itself).
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict({
      regex: '^(?!zod$|zod/|\\.{1,2}/)',
      message: 'The contract package imports only zod.',
    }),
  },
  // The API: no other app; plugins/ and lib/ import no module; a module reaches another only
  // through its service; only modules/ledger touches the ledger tables.
  {
    files: ['apps/api/src/**/*.ts'],
    rules: restrict(noOtherApp),
  },
  {
    files: ['apps/api/src/plugins/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    rules: restrict(noOtherApp, noProviderVendor, {
      regex: '(^|/)modules/',
      message: 'plugins/, lib/ and providers/ import no module.',
    }),
  },
  {
    files: ['apps/api/src/providers/**/*.ts'],
    ignores: ['apps/api/src/providers/*/*/**/*.ts'],
    rules: restrict(noOtherApp, {
      regex: '(^|/)modules/',
      message: 'plugins/, lib/ and providers/ import no module.',
    }),
  },
  // A vendor folder is self-contained: its port, the shared callback helpers and lib/, never
  // another vendor's folder (of its kind, `../<vendor>/`, or another kind's, `../../<kind>/…`).
  {
    files: ['apps/api/src/providers/*/*/**/*.ts'],
    rules: restrict(
      noOtherApp,
      {
        regex: '(^|/)modules/',
        message: 'plugins/, lib/ and providers/ import no module.',
      },
      {
        regex: '^\\.\\./([^/.]+/|\\.\\./[^/.][^/]*/[^/]+/)',
        message: 'A vendor folder imports its own files and its port, never another vendor.',
      },
    ),
  },
  {
    files: ['apps/api/src/modules/*.ts'],
    ignores: ['apps/api/src/modules/app-modules.ts'],
    rules: restrict(noOtherApp, noProviderVendor),
  },
  ...apiModules.map((name) => ({
    files: [`apps/api/src/modules/${name}/**/*.ts`],
    rules: restrict(
      noOtherApp,
      noProviderVendor,
      {
        regex: `^\\.\\./(?!${name}/)[^/]+/[^/]+\\.(repository|routes)$`,
        message: 'A module reaches another only through its service.',
      },
      ...(name === 'ledger'
        ? []
        : [
            {
              regex: 'ledger\\.tables$',
              message: 'Only modules/ledger touches the ledger tables.',
            },
          ]),
    ),
  })),
  // The web app: shared → features → app; features never import each other.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: restrict(noOtherApp),
  },
  {
    files: ['apps/web/src/{components,lib,hooks,config}/**/*.{ts,tsx}'],
    rules: restrict(noOtherApp, {
      regex: '^@/(features|app)/',
      message: 'Shared code (components, lib, hooks, config) imports no feature and no app code.',
    }),
  },
  ...webFeatures.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: restrict(
      noOtherApp,
      {
        regex: `^@/features/(?!${name}/)`,
        message: 'Features do not import each other: move shared code down.',
      },
      { regex: '^@/app/', message: 'Features do not import the app layer.' },
      { regex: '/index$', message: 'Import files directly, not through index files.' },
    ),
  })),
);
