import { expect, test } from 'vitest'
import { constFunctions } from './engine-bundle.js'

// The engine's scan accepts a handler, or a function `$` is passed to, only as a
// function declaration or a `const` bound to one; esbuild prints every top-level const as var.
test.each([
  ['var handoffWindow = async ($, e, next) => {', 'const handoffWindow = async ($, e, next) => {'],
  ['var band = async ($, e, next) => (', 'const band = async ($, e, next) => ('],
  ['var measureStep = async function* ($, e, next) {', 'const measureStep = async function* ($, e, next) {'],
  ['var one = (x) => x;', 'const one = (x) => x;'],
  ['var id = x => x;', 'const id = x => x;'],
  ['var f = function named() {};', 'const f = function named() {};'],
])('a function bound by a top-level var becomes const: %s', (have, want) => {
  expect(constFunctions(have)).toBe(want)
})

test.each([
  ['var current = {};'],
  ['var HOLD_MS = 100;'],
  ['var keptVariants = new ByAgent(MAX_TRACKED_AGENTS);'],
  ['var pair = (a, b);'],
  ['  var inner = () => 1;'],
])('anything else stays as it was: %s', have => {
  expect(constFunctions(have)).toBe(have)
})
