import { expect, test } from 'vitest'
import { ownWindowSetting, type WindowSettings } from './owner-window.js'

const none: WindowSettings = { envWindow: undefined, envPercent: undefined, settingsWindow: undefined }

const rows: [string, Partial<WindowSettings>, string | undefined][] = [
  ['nothing set', {}, undefined],
  ['an empty env value', { envWindow: '' }, undefined],
  ['a null setting', { settingsWindow: null }, undefined],
  ['the window in the environment', { envWindow: '300000' }, 'CLAUDE_CODE_AUTO_COMPACT_WINDOW'],
  ['the percent override', { envPercent: '50' }, 'CLAUDE_AUTOCOMPACT_PCT_OVERRIDE'],
  ['the setting as a number', { settingsWindow: 400000 }, 'autoCompactWindow'],
  ['the setting as auto', { settingsWindow: 'auto' }, 'autoCompactWindow'],
  ['the setting per model', { settingsWindow: { byModel: {} } }, 'autoCompactWindow'],
]

test.each(rows)('%s', (_, read, want) => {
  expect(ownWindowSetting({ ...none, ...read })).toBe(want)
})
