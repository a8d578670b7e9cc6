import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through src/server/config.ts only.',
        },
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports.',
        },
      ],
    },
  },
  {
    // A feature is one folder that only shared code (lib, components, shared) and app/ build on:
    // what two features need goes to lib/ or components/, so features never import each other.
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)|(^|/)features/',
              message:
                'Features never import each other: move the shared piece to lib/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ is read by the browser and the server alike, so it imports neither of them.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(client|server)/',
              message: 'shared/ is imported by client and server and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server reads the content the build compiled; only the build (and tests) may load the
    // compiler and its Markdown, highlighting and YAML libraries.
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/content/compile/**', 'src/server/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(markdown-it|shiki|yaml)(/|$)|(^|/)content/compile/',
              message: 'Build-time only: read compiled content with content/load-content.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**', 'tests/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/client/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
