import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { changes, realClaudePlaces, snapshot } from './home-guard.js'

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-guard-'))
afterAll(() => fs.rmSync(home, { recursive: true, force: true }))

test('a file added, changed or removed under the folders is named', () => {
  const places = realClaudePlaces({ HOME: home })
  fs.mkdirSync(path.join(home, '.claude/telemetry'), { recursive: true })
  fs.writeFileSync(path.join(home, '.claude/settings.json'), '{}')
  const before = snapshot(places)
  expect(changes(before, snapshot(places))).toEqual([])
  fs.writeFileSync(path.join(home, '.claude/telemetry/t1.json'), 'x')
  fs.writeFileSync(path.join(home, '.claude/settings.json'), '{"a":1}')
  fs.writeFileSync(path.join(home, '.claude.json'), '{}')
  expect(changes(before, snapshot(places))).toEqual([
    `added ${path.join(home, '.claude.json')}`,
    `added ${path.join(home, '.claude/telemetry/t1.json')}`,
    `changed ${path.join(home, '.claude/settings.json')}`,
  ])
})
