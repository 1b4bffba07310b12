/**
 * A person installs claudetto from its marketplace: the entry's source is
 * plugin/, which holds no package.json or lock file, so the client installs
 * no package whether a registry answers or not. The installed folder is
 * small, and a session on it loads the hooks module and denies.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'
import { textOf } from '../../src/harness/scripted-model.js'
import { CLAUDE_BIN, REPO_ROOT, runSession } from '../../src/harness/session.js'

const run = promisify(execFile)

/** Bytes of every file under dir. */
function sizeOf(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).reduce((sum, d) => (d.isFile() ? sum + fs.statSync(path.join(d.parentPath, d.name)).size : sum), 0)
}

/** A registry that answers every request with a 404 and counts them. */
async function countingRegistry(): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    res.writeHead(404).end()
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, requests, close: () => new Promise(resolve => server.close(() => resolve())) }
}

/** A loopback port nothing listens on: taken, then released. */
async function closedPort(): Promise<string> {
  const server = http.createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise(resolve => server.close(resolve))
  return `http://127.0.0.1:${port}/`
}

async function install(home: string, registry: string): Promise<{ said: string; ms: number; folder: string }> {
  const env = {
    ...process.env,
    HOME: home,
    CLAUDE_CONFIG_DIR: path.join(home, '.claude'),
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    npm_config_registry: registry,
    NPM_CONFIG_REGISTRY: registry,
  }
  const started = Date.now()
  const { stdout, stderr } = await run(CLAUDE_BIN, ['plugin', 'install', 'claudetto', '--marketplace', REPO_ROOT], { env, encoding: 'utf8' })
  const ms = Date.now() - started
  const record = JSON.parse(fs.readFileSync(path.join(home, '.claude/plugins/installed_plugins.json'), 'utf8')) as {
    plugins: Record<string, { installPath: string }[]>
  }
  const folder = record.plugins['claudetto@claudetto']?.[0]?.installPath ?? ''
  return { said: stdout + stderr, ms, folder }
}

test.each(['unreachable', 'reachable'] as const)('with the registry %s, an install fetches no package and the folder is under 1 MB', async reach => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-install-'))
  const registry = reach === 'reachable' ? await countingRegistry() : undefined
  try {
    const { said, folder } = await install(home, registry?.url ?? (await closedPort()))
    expect(said).toMatch(/Successfully installed plugin: claudetto@claudetto/)
    expect(fs.existsSync(path.join(folder, '.claude-plugin/plugin.json'))).toBe(true)
    expect(fs.existsSync(path.join(folder, 'node_modules'))).toBe(false)
    for (const name of ['package.json', 'package-lock.json']) expect(fs.existsSync(path.join(folder, name))).toBe(false)
    // npm writes a log under HOME on every run; none means the client ran no package install.
    expect(fs.existsSync(path.join(home, '.npm'))).toBe(false)
    if (registry) expect(registry.requests).toEqual([])
    expect(sizeOf(folder)).toBeLessThan(1024 * 1024)
  } finally {
    await registry?.close()
    fs.rmSync(home, { recursive: true, force: true })
  }
})

test('installed from the marketplace, the plugin loads and denies an unsourced plan number', async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-install-'))
  try {
    const { said, ms } = await install(home, await closedPort())
    expect(said).toMatch(/Successfully installed plugin: claudetto@claudetto/)
    expect(ms).toBeLessThan(30_000)
    const session = await runSession({
      home,
      pluginDir: '',
      extraArgs: [],
      turns: [
        [{ type: 'tool_use', id: 'toolu_w1', name: 'Write', input: { file_path: '$PROJECT/openspec/changes/a/tasks.md', content: '- [ ] Cap the queue at 7777 jobs.\n' } }],
        [{ type: 'text', text: 'Done.' }],
      ],
    })
    try {
      expect(session.debug).toMatch(/hooks module claudetto@claudetto loaded/)
      expect(session.results.get('toolu_w1')?.text).toContain('claudetto ground:')
    } finally {
      session.cleanup()
    }
  } finally {
    fs.rmSync(home, { recursive: true, force: true })
  }
})

test('installed from the marketplace, /claudetto-doctor runs the installed bin/claudetto.mjs', async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-install-'))
  try {
    const { folder } = await install(home, await closedPort())
    // The slash command runs the installed plugin's own bin/claudetto.mjs through ${CLAUDE_PLUGIN_ROOT}.
    const doctor = await runSession({
      home,
      pluginDir: '',
      prompt: '/claudetto:claudetto-doctor',
      env: { PATH: `${path.join(REPO_ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` },
      turns: [[{ type: 'text', text: 'Here it is.' }]],
    })
    try {
      const asked = doctor.requests.map(r => r.messages.map(m => textOf(m.content)).join('\n')).join('\n')
      expect(asked).toMatch(/Installed: claudetto@claudetto 0\.1\.0 \(user scope\), enabled/)
      // A folder marketplace's plugin is read from that folder itself (plugin/), else from the installed copy.
      const loadedFrom = /Loaded in this session: yes, from (\S+)/.exec(asked)?.[1]
      expect([folder, path.join(REPO_ROOT, 'plugin')]).toContain(loadedFrom)
      expect(asked).toContain('Last denies and blocks in')
    } finally {
      doctor.cleanup()
    }
  } finally {
    fs.rmSync(home, { recursive: true, force: true })
  }
}, 180_000)
