/**
 * bin/claudetto.mjs is committed: it must be what esbuild builds from
 * src/cli/main.ts now, and it must run from the installed folder with no
 * node_modules anywhere above it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { buildCli, CLI_BUNDLE } from '../../src/cli/build.js'
import { PLUGIN_FOLDER, ROOT } from '../../src/install/plugin-folder.js'
import { CORPUS_DIR } from '../../src/replay/make-corpus.js'

test('bin/claudetto.mjs is what esbuild builds from src/cli/main.ts now', async () => {
  const fresh = fs.readFileSync(path.join(ROOT, CLI_BUNDLE), 'utf8') === (await buildCli())
  expect(fresh, `${CLI_BUNDLE} is stale: run npm run bundle`).toBe(true)
})

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-bin-'))
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-bin-home-'))
afterAll(() => {
  fs.rmSync(copy, { recursive: true, force: true })
  fs.rmSync(home, { recursive: true, force: true })
})
fs.cpSync(path.join(ROOT, PLUGIN_FOLDER), copy, { recursive: true })

/** Runs the installed copy's bin with a temporary HOME and no client on PATH. */
function cli(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [path.join(copy, CLI_BUNDLE), ...args], {
    cwd: os.tmpdir(),
    env: { HOME: home, PATH: path.dirname(process.execPath), CLAUDETTO_CLAUDE: path.join(copy, 'no-client') },
    encoding: 'utf8',
  })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

test('from a copy of plugin/ with no node_modules, --version, replay ground and doctor run', () => {
  expect(fs.existsSync(path.join(copy, 'node_modules'))).toBe(false)
  expect(execFileSync('find', [copy, '-name', 'node_modules']).toString()).toBe('')
  expect(cli('--version').out).toMatch(/^claudetto \d+\.\d+\.\d+\n$/)
  const replay = cli('replay', 'ground', '--corpus', CORPUS_DIR, '--json')
  expect(replay.code, replay.err).toBe(1)
  expect((JSON.parse(replay.out) as { denies: number }).denies).toBeGreaterThan(0)
  const doctor = cli('doctor')
  expect(doctor.code, doctor.err).toBe(0)
  expect(doctor.out).toContain('Claude Code: unknown')
  expect(doctor.out).toContain('Settings')
})

test('missing or empty input is an error: exit 2 and one line', () => {
  const empty = fs.mkdtempSync(path.join(home, 'empty-'))
  for (const args of [['replay', 'ground', '--corpus', path.join(home, 'nonexistent')], ['replay', 'ground', '--corpus', empty], ['replay', 'ground']]) {
    const r = cli(...args)
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err.trim().split('\n')).toHaveLength(1)
  }
})
