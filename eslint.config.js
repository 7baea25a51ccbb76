// ESLint: typescript-eslint's recommended rules everywhere (with the type-aware promise rules), React's hook rules
// in the web app, kebab-case file names. Import cycles and directions are dependency-cruiser's (npm run lint:imports).
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettierOff from 'eslint-config-prettier';

/**
 * Every source file and folder is named in kebab-case (`send-nag.ts`, `use-cases/`), so a name is found by
 * the same words in every part of the tree; a dotted part names a kind (`.test.ts`, `.config.ts`).
 */
const KEBAB_PART = /^\.?[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const namingPlugin = {
  rules: {
    'kebab-case-paths': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { name: '"{{part}}" is not kebab-case: name files and folders like send-nag.ts and use-cases/.' },
      },
      create(context) {
        const parts = relative(ROOT, context.filename).split(sep);
        const wrong = parts.find((part) => !KEBAB_PART.test(part));
        return wrong ? { Program: (node) => context.report({ node, messageId: 'name', data: { part: wrong } }) } : {};
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'cdk.out/',
      'coverage/',
      '.data/',
      'test/e2e/artifacts/',
      'test/bench/out/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Type-aware: a promise is awaited, returned or voided on purpose, and never handed where a callback's result
    // is ignored (an event listener, a forEach) so its rejection would vanish.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { naming: namingPlugin },
    rules: { 'naming/kebab-case-paths': 'error' },
  },
  {
    // CommonJS files (jest's and dependency-cruiser's configs) load modules the CommonJS way.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read JSON answers of every shape: `any` there is the honest type of a response body.
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The rules of hooks and their dependency lists. The plugin's React Compiler rules are left out: the app is
    // not compiled with it, and they judge patterns (a ref handed to a form library) by the compiler's needs.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The reminder is one aggregate: outside reminders/ its state changes go through its use cases
    // (reminders/index.ts), which save each change with its one schedule. afterNagSent stays readable as a preview
    // (the day's last text says what the plan would be); isAtRest and firstOccurrence are questions, not changes.
    files: ['lambdas/**/*.ts', 'local/**/*.ts'],
    ignores: ['lambdas/core/reminders/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/reminders/domain/reminder-plan'],
              importNames: [
                'newReminder',
                'editedReminder',
                'withheldNag',
                'closedOccurrence',
                'snoozedReminder',
                'reopenedReminder',
                'resumedReminder',
                'replannedReminder',
                'deferredNag',
              ],
              message:
                'Change a reminder through its use cases (lambdas/core/reminders/index.ts), not its transitions.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests shoot and run axe only once the screen is at rest: through test/support/e2e/screenshot.ts and
    // axeViolations (test/support/e2e/axe.ts), which wait for every animation and transition to end first.
    files: ['test/e2e/**/*.ts', 'test/support/**/*.ts'],
    ignores: ['test/support/e2e/screenshot.ts', 'test/support/e2e/axe.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='screenshot']",
          message:
            'Shoot with screenshot() from test/support/e2e/screenshot.ts: it waits for animations and transitions to end.',
        },
        {
          selector:
            "CallExpression[callee.property.name='run'][callee.object.name='axe'], CallExpression[callee.property.name='run'][callee.object.property.name='axe']",
          message:
            'Run axe with axeViolations() from test/support/e2e/axe.ts: it waits for animations and transitions to end.',
        },
      ],
    },
  },
  {
    // The browser scripts of the local phone simulator and Stripe sandbox pages are plain scripts.
    files: ['local/phone-simulator/**/*.js', 'local/stripe-sandbox/pages/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        document: 'readonly',
        window: 'readonly',
        fetch: 'readonly',
        location: 'readonly',
        speechSynthesis: 'readonly',
        SpeechSynthesisUtterance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        console: 'readonly',
        URLSearchParams: 'readonly',
        navigator: 'readonly',
      },
    },
  },
  // Layout is Prettier's (`npm run format`; `npm run lint` checks it): no lint rule may argue with it.
  prettierOff,
);
