import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import type { Command, Io } from './command.js'
import { main, pick } from './main.js'

function io(): Io & { said: () => string; errs: () => string } {
  let out = ''
  let err = ''
  return { out: t => (out += t), err: t => (err += t), isTTY: false, env: {}, cwd: '/', said: () => out, errs: () => err }
}

const ran: string[] = []
const command = (name: string): Command => ({ name, summary: `${name} summary`, usage: `usage: ${name}`, run: async argv => (ran.push(`${name}|${argv.join(' ')}`), 0) })
const commands = [command('replay'), command('replay ground'), command('doctor')]

test('the longest matching name wins, and the rest is its argv', () => {
  expect(pick(['replay', 'ground', '--json'], commands)?.command.name).toBe('replay ground')
  expect(pick(['replay', 'verified'], commands)?.rest).toEqual(['verified'])
  expect(pick(['gold'], commands)).toBeNull()
})

test('--version prints the version in plugin.json', async () => {
  const t = io()
  expect(await main(['--version'], t, commands)).toBe(0)
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../.claude-plugin/plugin.json'), 'utf8')) as { version: string }
  expect(t.said()).toBe(`claudetto ${manifest.version}\n`)
})

test('--help on every command prints its usage and runs nothing', async () => {
  for (const c of commands) {
    const t = io()
    ran.length = 0
    expect(await main([...c.name.split(' '), '--help'], t, commands)).toBe(0)
    expect(t.said()).toBe(`usage: ${c.name}\n`)
    expect(ran).toEqual([])
  }
})

test('an unknown command exits 2 with one line', async () => {
  const t = io()
  expect(await main(['gold', '--page'], t, commands)).toBe(2)
  expect(t.errs().trim().split('\n')).toHaveLength(1)
  expect(t.said()).toBe('')
})

test('a command runs with the words after its name', async () => {
  ran.length = 0
  expect(await main(['replay', 'ground', '--json'], io(), commands)).toBe(0)
  expect(ran).toEqual(['replay ground|--json'])
})

test("a group's first word alone lists its commands on --help, and is a one-line error otherwise", async () => {
  const group = [command('replay ground'), command('replay verified'), command('doctor')]
  const asked = io()
  expect(await main(['replay', '--help'], asked, group)).toBe(0)
  expect(asked.said()).toContain('replay ground')
  expect(asked.said()).not.toContain('doctor')
  const bare = io()
  expect(await main(['replay'], bare, group)).toBe(2)
  expect(bare.errs()).toBe('claudetto replay: name one of ground, verified (claudetto replay --help)\n')
})
