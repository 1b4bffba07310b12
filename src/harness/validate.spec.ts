import { expect, test } from 'vitest'
import { summary } from './validate.js'

test('a passing report comes down to one line that explains the gating lines', () => {
  const report = ['Validating hooks: a/hooks.json', '  ❯ x gating hook without .catch: tool.call', '  ❯ x gating hook without .catch: classic.Stop', 'Validating hooks: b/hooks.json', '  ❯ x gating hook without .catch: tool.call', '  ❯ x gating hook without .catch: classic.Stop', '✔ Validation passed'].join('\n')
  const line = summary(['claude', 'plugin', 'validate', '.'], report)
  expect(line).toBe('claude plugin validate .: passed; 2 hooks modules (the root\'s and plugin/\'s), each with 2 "gating hook without .catch" lines: facts, not warnings (a hook that fails lets the call through, as every claudetto hook is meant to)')
  expect(line.split('\n')).toHaveLength(1)
})
