/**
 * `gold-review.html`: one self-contained page (no network, no external
 * script or style) that shows each drawn block, preselects the labeller's
 * draft label, lets the person change any label, and downloads the labels
 * as gold.json. Every text from a session is HTML-escaped where it is
 * written; the data the script reads is JSON with `<` written as \u003c, so
 * no answer can close the script element.
 */
import type { Gold, GoldItem } from './gold.js'

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, c => ESCAPES[c] ?? c)
/** JSON safe inside a script element: no `<`, and no line separators that older parsers split on. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

const choice = (item: GoldItem, value: string, text: string) => {
  const preset = item.label ?? (item.draft === 'credit' ? null : item.draft)
  return `<label><input type="radio" name="l-${escapeHtml(item.id)}" value="${value}"${preset === value ? ' checked' : ''}> ${text}</label>`
}

function itemHtml(item: GoldItem, index: number): string {
  return `<section class="item" data-id="${escapeHtml(item.id)}">
<h2>${index + 1}. [${escapeHtml(item.cls)}] ${escapeHtml(item.subject)}</h2>
<p class="meta">session ${escapeHtml(item.session)}${item.agent ? ` (subagent ${escapeHtml(item.agent)})` : ''}, turn ${item.turn}; labeller: <b>${escapeHtml(item.draft)}</b> (${escapeHtml(item.draftRule)})</p>
<p class="claim">Claim: ${escapeHtml(item.claim)}</p>
<pre class="answer">${escapeHtml(item.answer)}</pre>
<details><summary>What ran (${item.ran.length})</summary><pre class="ran">${escapeHtml(item.ran.join('\n'))}</pre></details>
<p class="choices">${choice(item, 'catch', 'catch (the claim was not backed)')} ${choice(item, 'false-positive', 'false positive (the claim was true)')} ${choice(item, 'none', 'no label')}</p>
</section>`
}

const SCRIPT = `
const gold = JSON.parse(document.getElementById('gold-data').textContent);
function labelsNow() {
  for (const item of gold.items) {
    const picked = document.querySelector('input[name="l-' + item.id + '"]:checked');
    item.label = picked && picked.value !== 'none' ? picked.value : null;
  }
  return gold;
}
function count() {
  const g = labelsNow();
  document.getElementById('count').textContent = g.items.filter(i => i.label !== null).length + ' of ' + g.items.length + ' labelled';
}
document.addEventListener('change', count);
document.getElementById('download').addEventListener('click', () => {
  const blob = new Blob([JSON.stringify(labelsNow(), null, 1) + '\\n'], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'gold.json';
  document.body.appendChild(a);
  a.click();
  a.remove();
});
count();
`

export function goldPage(gold: Gold): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>verified gold labels</title>
<style>body{font:14px/1.4 system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}.item{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}.meta{color:#555}#bar{position:sticky;top:0;background:#fff;padding:.5rem 0}</style>
</head><body>
<h1>verified: hand labels for ${gold.items.length} live blocks (lock ${escapeHtml(gold.lock)})</h1>
<p>Each block below was sent back by the live gate in a train session. The labeller's draft is preselected; change any label, then download and save the file over <code>~/.claude/verified/gold.json</code>.</p>
<div id="bar"><button id="download" type="button">Download gold.json</button> <span id="count"></span></div>
${gold.items.map(itemHtml).join('\n')}
<script type="application/json" id="gold-data">${scriptJson(gold)}</script>
<script>${SCRIPT}</script>
</body></html>
`
}
