/**
 * Every JSON case under spec/e2e/cases, each a real session of the pinned
 * client with this plugin, against the scripted model.
 */
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { caseFiles, readCase, runCase } from '../../src/harness/case.js'

const dir = path.join(import.meta.dirname, 'cases')
const files = caseFiles(dir)

describe.each([...new Set(files.map(f => path.relative(dir, path.dirname(f))))])('%s', slice => {
  for (const file of files.filter(f => path.relative(dir, path.dirname(f)) === slice)) {
    const spec = readCase(file)
    test.concurrent(`${path.basename(file, '.json')}: ${spec.about ?? ''}`, async () => {
      const { run, failures } = await runCase(spec)
      try {
        expect(failures).toEqual([])
      } finally {
        run.cleanup()
      }
    })
  }
})
