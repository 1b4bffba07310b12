import { describe, expect, test } from 'vitest'
import { judgeAnswer } from './judge.js'
import { makeTargetOf, recipeOnlyEchoes, withEchoOnlyTargets } from './make-recipes.js'
import { whatRan } from './ran.js'
import { bash, edit } from './rows.fixture.js'

describe('make recipes', () => {
  test.each<[string, string, string, boolean]>([
    ['a target that only echoes', 'test:\n\techo 5 passed\n', 'test', true],
    ['echo, printf and @ prefixes', '.PHONY: test\ntest:\n\t@echo "Running"\n\t@printf "5 passed\\n"\n', 'test', true],
    ['the default target, first rule', 'test:\n\techo ok\nlint:\n\truff check .\n', '', true],
    ['a recipe that runs the tests', 'test:\n\techo Running\n\tpytest -q\n', 'test', false],
    ['a target with prerequisites', 'test: build\n\techo ok\nbuild:\n\tgo build ./...\n', 'test', false],
    ['a target that is not there', 'lint:\n\techo ok\n', 'test', false],
    ['a variable assignment is no rule', 'test := echo\nTEST::=x\n', 'test', false],
    ['an empty recipe', 'test:\n\nlint:\n\truff .\n', 'test', false],
  ])('%s', (_label, makefile, target, want) => expect(recipeOnlyEchoes(makefile, target)).toBe(want))

  test('the target a make run asked for', () => {
    const [step] = whatRan([bash('make -j4 V=1 test', '5 passed')]).steps
    expect(step?.kind === 'run' ? makeTargetOf(step) : 'none').toBe('test')
  })

  test('a clean make test run whose recipe only echoes backs no test claim; one that runs the tests does', () => {
    const rows = [edit('/p/src/app/core.py'), bash('make test', '5 passed')]
    const blocks = (makefile: string | null) => judgeAnswer('Tests pass.', withEchoOnlyTargets(whatRan(rows), makefile)).blocking.length > 0
    expect(blocks('test:\n\techo 5 passed\n')).toBe(true)
    expect(blocks('test:\n\tpytest -q\n')).toBe(false)
    expect(blocks(null)).toBe(false)
  })

  test('a Makefile of one long line without a colon is read in linear time', () => {
    expect(recipeOnlyEchoes(`${' '.repeat(199_000)}x`, 'test')).toBe(false)
  })
})
