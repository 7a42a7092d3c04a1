// Lint for every workspace. Besides the recommended TypeScript rules it enforces the boundaries of
// ARCHITECTURE.md: a package is used only through its public entry (no deep imports across packages),
// and a feature folder only through its index.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const PACKAGES = 'shared|shell|mfe-games|mfe-member|mfe-agent|mfe-lottery|mfe-promotions|api|e2e';

const acrossPackages = {
  regex: `^(\\.\\./)+(${PACKAGES})(/|$)`,
  message: 'Import another package by its name (@portal/...), never by a relative path into its folder.',
};
const deepIntoPackage = {
  regex: '^@portal/[^/]+/.+',
  message: 'Use the package\'s public entry (@portal/<name>); deep imports are not part of its API.',
};
const deepIntoFeature = {
  regex: '(^|/)features/[^/]+/.+',
  message: 'Enter a feature through its index.ts.',
};
const deepIntoSiblingFeature = {
  regex: '^\\.\\./[^./][^/]*/.+',
  message: 'Enter a sibling feature through its index.ts.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/.run/**', '**/test-results/**', '**/playwright-report/**', '.bench/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, deepIntoFeature] }],
    },
  },
  {
    files: ['*/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, deepIntoSiblingFeature] }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.config.js', '**/jest.config.js', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
