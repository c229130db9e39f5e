// One lint config for the whole workspace: typescript-eslint's recommended rules plus the hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

// The packages' floors (ARCHITECTURE.md): an import points down, never up or sideways. Each package
// lists the packages it may import; any other `@mall/...`, or a relative path into another package's
// folder, is an error naming the rule.
const MAY_IMPORT = {
  schemas: [],
  runtime: ['@mall/schemas'],
  blocks: ['@mall/schemas', '@mall/runtime'],
  storefront: ['@mall/schemas', '@mall/runtime', '@mall/blocks'],
  studio: ['@mall/schemas', '@mall/runtime', '@mall/blocks'],
  // The server checks pages with the runtime's validation only: no React comes with it.
  server: ['@mall/schemas', '@mall/runtime/validate'],
};
const PACKAGES = Object.keys(MAY_IMPORT);

// The storefront's floors (ARCHITECTURE.md), lowest first: a folder imports its own floor and the ones
// below, never one above. Feature folders share a floor and may use each other's parts; the app's own
// files (the route table, the entries) and `routes/` stand on top. Tests and stories may reach anywhere.
const STOREFRONT = 'packages/storefront/src';
// The floors under the features, lowest first; the feature folders stand on them, the app on top.
const STOREFRONT_FLOORS = [
  { type: 'ui', folders: ['ui'] },
  { type: 'data', folders: ['api', 'state', 'i18n'] },
  { type: 'session', folders: ['session', 'services'] },
  { type: 'shell', folders: ['shell'] },
];
const storefrontElements = [
  ...STOREFRONT_FLOORS.map(({ type, folders }) => ({
    type,
    // A brace with one name is not a brace to micromatch: it would look for a folder named `{ui}`.
    pattern: `${STOREFRONT}/${folders.length > 1 ? `{${folders.join(',')}}` : folders[0]}`,
    partialMatch: false,
  })),
  { type: 'app', pattern: `${STOREFRONT}/routes`, partialMatch: false },
  { type: 'feature', pattern: `${STOREFRONT}/*`, partialMatch: false },
  // What is left is the app's own files at the root: the entries, App.tsx, router.tsx.
  { type: 'app', pattern: STOREFRONT, partialMatch: false },
];
const FLOOR_ORDER = [...STOREFRONT_FLOORS.map((floor) => floor.type), 'feature', 'app'];
const storefrontPolicies = FLOOR_ORDER.slice(0, -1).map((type, index) => ({
  from: { element: { type } },
  disallow: { to: { element: { types: { anyOf: FLOOR_ORDER.slice(index + 1) } } } },
  message: `The storefront's ${type} floor may not import from a floor above it (${FLOOR_ORDER.slice(index + 1).join(', ')}): move the part down, or hand it in from above (ARCHITECTURE.md).`,
}));

/** The `no-restricted-imports` options that keep `pkg` on its floor, plus `extra` allowed imports. */
function floorOf(pkg, extra = []) {
  const allowed = [...MAY_IMPORT[pkg], ...extra];
  const others = PACKAGES.filter((other) => other !== pkg);
  return [
    'error',
    {
      patterns: [
        {
          // A regex, not a group: a group cannot let `@mall/runtime/validate` through and stop `@mall/runtime`.
          regex: `^@mall/(?!(?:${allowed.map((name) => name.slice('@mall/'.length)).join('|')})(?:/|$))`,
          message: allowed.length
            ? `@mall/${pkg} may import only ${allowed.join(', ')} (ARCHITECTURE.md, the packages as floors).`
            : `@mall/${pkg} may import no other package (ARCHITECTURE.md, the packages as floors).`,
        },
        {
          regex: `^(?:\\.\\./)+(?:packages/)?(?:${others.join('|')})/`,
          message: `A relative path into another package: import it by its name, if its floor allows (ARCHITECTURE.md).`,
        },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      // Declarations `tsc -b` writes for the project references (npm run typecheck).
      '**/.tsbuild/**',
      'storybook-static/**',
      '.data/**',
      'packages/schemas/src/generated/**',
      'test-results/**',
      'playwright-report/**',
      // The performance anchors, copied unchanged from ../shared/anchors (scripts/anchors.ts).
      'scripts/anchors/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...PACKAGES.map((pkg) => ({
    files: [`packages/${pkg}/**/*.{ts,tsx,js,mjs}`],
    rules: { 'no-restricted-imports': floorOf(pkg) },
  })),
  {
    files: [`${STOREFRONT}/**/*.{ts,tsx}`],
    ignores: [`${STOREFRONT}/**/*.{test,stories}.{ts,tsx}`, `${STOREFRONT}/test/**`],
    plugins: { boundaries },
    settings: { 'boundaries/elements': storefrontElements, 'boundaries/include': [`${STOREFRONT}/**/*`] },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: storefrontPolicies }] },
  },
  {
    // The studio's one test against the real server starts it through its testing door.
    files: ['packages/studio/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': floorOf('studio', ['@mall/server/testing']) },
  },
);
