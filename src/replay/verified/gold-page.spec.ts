/**
 * The gold page in real headless Chromium (Debian's, /usr/bin/chromium; .ci/run
 * installs it): answers that hold script, img onerror and textarea probes are
 * shown as text and run nothing, the draft labels are preselected, two labels
 * are changed, and the downloaded gold.json reads back with them.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import type { Gold, GoldItem } from './gold.js'
import { escapeHtml, goldPage } from './gold-page.js'

const CHROMIUM = '/usr/bin/chromium'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-gold-page-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const PROBES = [
  'All tests pass. <script>window.__probe = "script"</script>',
  'Deployed. <img src="x" onerror="window.__probe = \'img\'">',
  'Fixed it. </textarea><script>window.__probe = "textarea"</script><textarea>',
  'Verified. </script><script>window.__probe = "json"</script> & "quotes" \'too\'',
]

const item = (i: number, draft: GoldItem['draft']): GoldItem => ({
  id: `0000000${i}`, session: `s-${i}`, agent: null, turn: 1, cls: 'command-outcome', subject: 'tests pass',
  claim: PROBES[(i + 1) % PROBES.length]!, answer: PROBES[i]!, ran: [`test run (not clean): echo '<b>${i}</b>'`], draft, draftRule: 'taken-back', label: null,
})

describe('escapeHtml', () => {
  test.each([
    ['<script>', '&lt;script&gt;'],
    ['a & b', 'a &amp; b'],
    ['"x" \'y\'', '&quot;x&quot; &#39;y&#39;'],
  ])('%s', (raw, escaped) => expect(escapeHtml(raw)).toBe(escaped))
})

describe('the gold page in headless Chromium', () => {
  test('nothing in an answer runs; labels change and download as gold.json', { timeout: 60_000 }, async () => {
    const gold: Gold = { v: 1, lock: 'abc123', items: [item(0, 'catch'), item(1, 'credit'), item(2, 'false-positive'), item(3, 'catch')] }
    const page = path.join(tmp, 'gold-review.html')
    fs.writeFileSync(page, goldPage(gold))
    const userDataDir = fs.mkdtempSync(path.join(tmp, 'profile-'))
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      acceptDownloads: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    try {
      const tab = context.pages()[0] ?? (await context.newPage())
      const requests: string[] = []
      const dialogs: string[] = []
      tab.on('request', r => void requests.push(r.url()))
      tab.on('dialog', d => {
        dialogs.push(d.message())
        void d.dismiss()
      })
      await tab.goto(`file://${page}`)
      await tab.waitForLoadState('load')

      // Nothing ran: no probe set a flag, no image or extra script or textarea was made, nothing was fetched.
      expect(await tab.evaluate('globalThis.__probe ?? null')).toBeNull()
      expect(await tab.locator('img').count()).toBe(0)
      expect(await tab.locator('textarea').count()).toBe(0)
      expect(await tab.locator('script').count()).toBe(2)
      expect(dialogs).toEqual([])
      expect(requests.filter(u => !u.startsWith('file://'))).toEqual([])
      // Each answer is shown as its text, character for character.
      expect(await tab.locator('pre.answer').allTextContents()).toEqual(PROBES)
      expect(await tab.locator('p.claim').first().textContent()).toBe(`Claim: ${PROBES[1]}`)

      // The drafts are preselected; a credit has no preselection.
      const checked = (id: string) => tab.locator(`input[name="l-${id}"]:checked`).evaluateAll(els => els.map(e => (e as unknown as { value: string }).value))
      expect(await checked('00000000')).toEqual(['catch'])
      expect(await checked('00000001')).toEqual([])
      expect(await checked('00000002')).toEqual(['false-positive'])
      expect(await tab.locator('#count').textContent()).toBe('3 of 4 labelled')

      // Two labels changed by the person.
      await tab.locator('input[name="l-00000000"][value="false-positive"]').check()
      await tab.locator('input[name="l-00000001"][value="catch"]').check()
      expect(await tab.locator('#count').textContent()).toBe('4 of 4 labelled')

      const [download] = await Promise.all([tab.waitForEvent('download'), tab.locator('#download').click()])
      expect(download.suggestedFilename()).toBe('gold.json')
      const saved = path.join(tmp, 'downloaded-gold.json')
      await download.saveAs(saved)
      const back = JSON.parse(fs.readFileSync(saved, 'utf8')) as Gold
      expect(back.items.map(i => i.label)).toEqual(['false-positive', 'catch', 'false-positive', 'catch'])
      expect(back.items.map(i => i.answer)).toEqual(PROBES)
      expect(back.lock).toBe('abc123')
    } finally {
      await context.close()
    }
  })
})
