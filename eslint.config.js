// Lint for what a hook must never do: run a pattern whose time grows faster than its input.
// Every regular expression over text a model or a tool wrote must be linear (CONTRIBUTING.md);
// these two rules prove it for the patterns in the source, `recheck` does in
// src/kernel/linear-patterns.spec.ts for the ones that run over such text.
import { createRequire } from 'node:module';
import regexp from 'eslint-plugin-regexp';

const require = createRequire(import.meta.url);
const parser = require('./lint/typescript6-parser.cjs');

export const linearRules = {
  'regexp/no-super-linear-backtracking': 'error',
  'regexp/no-super-linear-move': 'error',
};

export default [
  { ignores: ['hooks/claudetto.js', 'hooks/vendor/**', 'node_modules/**', '.claude-plugin/**'] },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'hooks/register.ts'],
    languageOptions: { parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { regexp },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: linearRules,
  },
];
