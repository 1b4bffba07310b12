// typescript-eslint's parser, run on TypeScript 6.
//
// The project type-checks with TypeScript 7 (`tsc`), whose npm package has no JavaScript compiler
// API; typescript-eslint 8 needs that API (TypeScript below 6.1). So the parser's `typescript`
// resolves here to `@typescript/typescript6`, loaded side by side, and `tsc` stays on 7. Linting
// reads syntax only (no type information), so the versions cannot disagree on what a rule sees.
'use strict';
const path = require('node:path');

const parserDir = path.dirname(require.resolve('@typescript-eslint/parser/package.json'));
// The file that `require('typescript')` reaches from inside typescript-eslint's packages.
const typescriptEntry = require.resolve('typescript', { paths: [parserDir] });
const typescript6 = require('@typescript/typescript6');
if (!/^6\./.test(typescript6.version)) {
  throw new Error(`lint/typescript6-parser: expected TypeScript 6, got ${typescript6.version}`);
}
require.cache[typescriptEntry] = {
  id: typescriptEntry,
  filename: typescriptEntry,
  loaded: true,
  exports: typescript6,
  children: [],
  paths: [],
};

module.exports = require('@typescript-eslint/parser');
