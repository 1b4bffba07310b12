import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { EVIDENCE_LINE } from '../../../../fragments/fragments.generated.js'
import { ROOT } from '../../../../kernel/generate.js'
import { ACTIONS } from './texts.generated.js'
import { VARIANTS, variantFor, withVariant } from './variants.js'

test.each(Object.values(VARIANTS))('the $name variant carries the evidence line', variant => {
  expect(variant.block).toContain(EVIDENCE_LINE)
})

test('the main thread actions section carries the evidence line too', () => {
  expect(ACTIONS).toContain(EVIDENCE_LINE)
})

const types: [string, string][] = [
  ['claudetto:reviewer', 'reviewer'],
  ['claudetto:explorer', 'explorer'],
  ['Explore', 'explorer'],
  ['general-purpose', 'worker'],
  ['someone-else:agent', 'worker'],
  ['', 'worker'],
  // Names every object answers for are agent types like any other.
  ['constructor', 'worker'],
  ['toString', 'worker'],
]

test.each(types)('%s gets the %s variant', (type, name) => {
  expect(variantFor(type).name).toBe(name)
})

test('the block goes after the task, once', () => {
  const once = withVariant('Review the change.', VARIANTS.reviewer)
  expect(once.startsWith('Review the change.\n\n')).toBe(true)
  expect(withVariant(once, VARIANTS.reviewer)).toBe(once)
})

test('the agent bodies in agents/ do not repeat the rule', () => {
  const dir = path.join(ROOT, 'agents')
  const bodies = fs.readdirSync(dir).filter(f => f.endsWith('.md'))
  expect(bodies.sort()).toEqual(['explorer.md', 'reviewer.md'])
  const sentences = EVIDENCE_LINE.split('\n')
  for (const file of bodies) {
    const body = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const sentence of sentences) expect(body, file).not.toContain(sentence)
    expect(body, file).not.toMatch(/claim of fault/i)
  }
})
