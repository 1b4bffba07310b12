import { expect, test } from 'vitest'
import { DEMO_TIMEOUT_S, demoTimeoutS, failureLines, loopbackNoProxy } from './outcome.js'

const good = { timedOut: false, timeoutS: DEMO_TIMEOUT_S, exitCode: 0, loaded: true, requests: 3, stderr: '', debugFile: '/tmp/d.log', proxy: undefined }

test('loopback is added to NO_PROXY in both spellings, keeping what was there', () => {
  expect(loopbackNoProxy({ NO_PROXY: 'corp.example' })).toEqual({ NO_PROXY: 'corp.example,127.0.0.1,localhost,::1', no_proxy: 'corp.example,127.0.0.1,localhost,::1' })
  expect(loopbackNoProxy({}).NO_PROXY).toBe('127.0.0.1,localhost,::1')
})

test('a good run has no failure lines', () => {
  expect(failureLines(good)).toBeNull()
})

test('a timed-out run behind a proxy says so, names the proxy and the debug log', () => {
  const lines = failureLines({ ...good, timedOut: true, exitCode: null, requests: 0, proxy: 'http://proxy:3128' })?.join('\n') ?? ''
  expect(lines).toContain(`did not finish in ${DEMO_TIMEOUT_S} s`)
  expect(lines).toContain('never reached the scripted model')
  expect(lines).toContain('http://proxy:3128')
  expect(lines).toContain('/tmp/d.log')
})

test('a failed exit quotes the last lines the client printed', () => {
  const lines = failureLines({ ...good, exitCode: 1, stderr: 'a\nb\nError: boom\n' }) ?? []
  expect(lines[0]).toBe("The demo's session exited with 1.")
  expect(lines.join('\n')).toContain('a / b / Error: boom')
})

test('the time limit is 20 s unless CLAUDETTO_DEMO_TIMEOUT_S names whole seconds', () => {
  expect([demoTimeoutS({}), demoTimeoutS({ CLAUDETTO_DEMO_TIMEOUT_S: '90' }), demoTimeoutS({ CLAUDETTO_DEMO_TIMEOUT_S: 'x' })]).toEqual([20, 90, 20])
})
