// The file:line lookups through Node's fs, on a real folder: a link out of the root and a FIFO are
// never read for a line count (their references pass), a link inside the root is.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fileRefsIn } from '../plugins/claudetto/slices/ground/domain/claims/file-line.js'
import { lineCountsOf, type ProjectPort } from '../plugins/claudetto/slices/ground/domain/project.js'
import { nodePort } from './node-port.js'

let root = ''
let outside = ''
beforeAll(() => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-root-')))
  outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-outside-')))
  fs.writeFileSync(path.join(outside, 'host.conf'), 'one\n')
  fs.writeFileSync(path.join(outside, 'passwd'), 'a\nb\nc\n')
  fs.mkdirSync(path.join(root, 'src'))
  fs.writeFileSync(path.join(root, 'src', 'real.ts'), 'x\ny\n')
  fs.symlinkSync(outside, path.join(root, 'leak'))
  fs.symlinkSync(path.join(outside, 'passwd'), path.join(root, 'users.txt'))
  fs.symlinkSync(path.join(root, 'src', 'real.ts'), path.join(root, 'alias.ts'))
  execFileSync('mkfifo', [path.join(root, 'pipe.txt')])
})
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true })
  fs.rmSync(outside, { recursive: true, force: true })
})

const counts = async (text: string) => {
  const notes: string[] = []
  const port: ProjectPort = { ...nodePort, note: t => notes.push(t) }
  return { counts: Object.fromEntries(await lineCountsOf(port, root, fileRefsIn(text))), notes }
}

describe('file:line lookups stay in the project and read only files', () => {
  test('a link out of the root is not read, and the debug log says so', async () => {
    const { counts: found, notes } = await counts('See leak/host.conf:9999 and users.txt:40.')
    expect(found).toEqual({})
    expect(notes.filter(n => n.includes('resolves outside the project root'))).toHaveLength(2)
  })

  test('a FIFO is no file: not read, so its reference passes (no hang, no "0 lines")', async () => {
    const { counts: found, notes } = await counts('See pipe.txt:10.')
    expect(found).toEqual({})
    expect(notes.some(n => n.includes('pipe.txt is not a regular file'))).toBe(true)
  })

  test('a file, and a link that stays inside the root, are counted', async () => {
    const { counts: found, notes } = await counts('See src/real.ts:2 and alias.ts:1.')
    expect(found).toEqual({ 'src/real.ts': [2], 'alias.ts': [2] })
    expect(notes).toEqual([])
  })
})
