import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { type GoldenRow, score } from './golden.js'
import { sentenceEnds } from '../../../../../kernel/prose/sentences.js'

const rows = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../data/golden-sentences.json'), 'utf8')) as { rows: GoldenRow[] }).rows

const split = (text: string) => {
  const parts: string[] = []
  let from = 0
  for (const end of sentenceEnds(text)) {
    parts.push(text.slice(from, end).trim())
    from = end
  }
  parts.push(text.slice(from).trim())
  return parts
}

describe('golden set', () => {
  test('no wrong split in either set', () => {
    const s = score(rows, sentenceEnds)
    expect(s.wrongRows).toEqual([])
  })

  test('finds most boundaries of agent prose', () => {
    const s = score(rows.filter(r => r.set === 'agent'), sentenceEnds)
    expect(s.missed / s.boundaries).toBeLessThan(0.15)
  })
})

// One rule, one row: each invalid row is a wrong split that a splitter makes.
const valid: [string, string[]][] = [
  ['Dr. Chen reviewed it. She approved.', ['Dr. Chen reviewed it.', 'She approved.']],
  ['Use e.g. Vitest here.', ['Use e.g. Vitest here.']],
  ['Compare Redis vs. Memcached now.', ['Compare Redis vs. Memcached now.']],
  ['We toured the U.S. Navy yard.', ['We toured the U.S. Navy yard.']],
  ['I live in the U.S. How about you?', ['I live in the U.S.', 'How about you?']],
  ['Ask Maria T. Lopez.', ['Ask Maria T. Lopez.']],
  ['It is 2.5 times faster. Yes.', ['It is 2.5 times faster.', 'Yes.']],
  ['Bump to v1.2.3. Done.', ['Bump to v1.2.3.', 'Done.']],
  ['It is 3.5x faster.', ['It is 3.5x faster.']],
  ['Read README.md and package.json first.', ['Read README.md and package.json first.']],
  ['See https://a.example/x.html. Then go.', ['See https://a.example/x.html.', 'Then go.']],
  ['It waits... and retries.', ['It waits... and retries.']],
  ['He said "Stop." Then he left.', ['He said "Stop."', 'Then he left.']],
  ['He said "Stop." and left.', ['He said "Stop." and left.']],
  ['Run it (see the notes. They help) today.', ['Run it (see the notes. They help) today.']],
  ['Tests pass. (The flaky one is fixed.) Next.', ['Tests pass.', '(The flaky one is fixed.)', 'Next.']],
  ['Lists, tables, etc. without change.', ['Lists, tables, etc. without change.']],
  ['Lists, tables, etc. The rest is prose.', ['Lists, tables, etc.', 'The rest is prose.']],
  ['Go to step 2. Then run it.', ['Go to step 2. Then run it.']],
  ['Checkout retries once on a 409. Lint passes.', ['Checkout retries once on a 409.', 'Lint passes.']],
  ['The total is 42. It was 40.', ['The total is 42.', 'It was 40.']],
  ['a. The first b. The second', ['a. The first b. The second']],
  ['"Darwin [...] used it [...]" (Jones 12).', ['"Darwin [...] used it [...]" (Jones 12).']],
  ['It is fine . . . . The next one.', ['It is fine . . . . The next one.']],
  ['Where? Here! Now.', ['Where?', 'Here!', 'Now.']],
  ['He works at Yahoo! in sales.', ['He works at Yahoo! in sales.']],
  ['At 7 a.m. Mr. Jones left.', ['At 7 a.m. Mr. Jones left.']],
  // Quotations and parentheses are part of their sentence.
  ['It fails with message "Task copied. Use the next chat" in src/a.ts.', ['It fails with message "Task copied. Use the next chat" in src/a.ts.']],
  ['Reject it with "Avoid assertions (as). Use a guard, always" and go on.', ['Reject it with "Avoid assertions (as). Use a guard, always" and go on.']],
  ['It says “Done. All green” at the end.', ['It says “Done. All green” at the end.']],
  // Section numerals and labels.
  ['Contract tests per constitution II. TDD requirement applies.', ['Contract tests per constitution II. TDD requirement applies.']],
  ['Tests come first (II. TDD). The rest follows.', ['Tests come first (II. TDD).', 'The rest follows.']],
  ['See chapter IV. The next one is V.', ['See chapter IV. The next one is V.']],
  ['Read § 3. Scope is defined there.', ['Read § 3. Scope is defined there.']],
  ['As Art. 5 says, it holds.', ['As Art. 5 says, it holds.']],
  // Chinese and Japanese: full-width ends, with or without a space.
  ['这是第一句。这是第二句！真的吗？是的。', ['这是第一句。', '这是第二句！', '真的吗？', '是的。']],
  ['これは文です。 次の文です。', ['これは文です。', '次の文です。']],
  ['本当ですか！？はい。', ['本当ですか！？', 'はい。']],
  ['「こんにちは。」と彼は言った。次へ。', ['「こんにちは。」と彼は言った。', '次へ。']],
  ['他说：“我来了。”然后走了。', ['他说：“我来了。”然后走了。']],
  ['（详见下文。）下一句。', ['（详见下文。）', '下一句。']],
  ['请运行（见下文。）然后继续。', ['请运行（见下文。）然后继续。']],
  ['「はい。」「いいえ。」', ['「はい。」', '「いいえ。」']],
  ['使用 Vue.js 和 Node.js 构建。它很快。', ['使用 Vue.js 和 Node.js 构建。', '它很快。']],
  ['运行 e.g. Vitest 或 Jest 即可。完成。', ['运行 e.g. Vitest 或 Jest 即可。', '完成。']],
  ['结束。，不是', ['结束。，不是']],
  // A parenthesis after an end: a sentence of its own, or a note on the one before.
  ['It loads faster. ([LCP](url)).', ['It loads faster. ([LCP](url)).']],
  ['Tests pass. (The flaky one is fixed.) Next.', ['Tests pass.', '(The flaky one is fixed.)', 'Next.']],
  ['严重吗？（可选）然后继续。', ['严重吗？（可选）然后继续。']],
  // French spacing before `?` and `!`.
  ['Vous attendez-vous ? Ou plutôt « Bob » ? Essayez !', ['Vous attendez-vous ?', 'Ou plutôt « Bob » ?', 'Essayez !']],
  ['La valeur a ? b est fausse.', ['La valeur a ? b est fausse.']],
  // Korean: a Hangul word's dot before a Hangul word.
  ['설치가 끝났습니다. 이제 실행하세요.', ['설치가 끝났습니다.', '이제 실행하세요.']],
  ['[사용법]의 "주의하세요!" 섹션을 참고하세요.', ['[사용법]의 "주의하세요!" 섹션을 참고하세요.']],
  // German, French, Spanish and Russian abbreviations.
  ['Das gilt z. B. In Berlin und bzw. Hamburg.', ['Das gilt z. B. In Berlin und bzw. Hamburg.']],
  ['Nutze ggf. Docker. Dann läuft es.', ['Nutze ggf. Docker.', 'Dann läuft es.']],
  ['¿Qué pasa? ¡Nada! Bien.', ['¿Qué pasa?', '¡Nada!', 'Bien.']],
  ['См. Главу 3. Там всё есть.', ['См. Главу 3. Там всё есть.']],
  ['Это работает, т. е. Всё хорошо.', ['Это работает, т. е. Всё хорошо.']],
]

test.each(valid)('%s', (text, sentences) => {
  expect(split(text)).toEqual(sentences)
})

test('a run of unclosed quotes and brackets is split in one pass, and nothing inside them', () => {
  const text = '("「（“'.repeat(40_000) + 'One. Two。三。'
  expect(sentenceEnds(text)).toEqual([])
})

test('a long run of full-width ends is split in one pass', () => {
  expect(sentenceEnds('一句。'.repeat(50_000))).toHaveLength(50_000 - 1)
})

// Linear work: 600 KB of abbreviations and brackets finishes inside the test's timeout (quadratic work would not).
test('a long run of abbreviations and brackets is split in one pass', () => {
  const text = 'Dr. Who (e.g. A. B.) said it. '.repeat(20_000)
  expect(sentenceEnds(text)).toHaveLength(20_000 - 1)
})
