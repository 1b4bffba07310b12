import { describe, expect, test } from 'vitest'
import { numberClaims, numbersIn } from './numbers.js'

const flagged = (text: string, sources = '') => numberClaims(text, numbersIn(sources)).map(f => f.text)

const TABLE = ['| Part | Bytes |', '|---|---:|', '| a | 1,200 |', '| b | 300 |', '| c | 4,500 |', '| Total | **6,000** |'].join('\n')
const ROW = ['| Metric | Before | After | Saved |', '|---|---|---|---|', '| p50 | 900 | 650 | 250 |'].join('\n')

describe('number claims', () => {
  test.each([
    // invalid: a number no source holds
    ['The cache holds 4096 entries.', '', ['4096']],
    ['See PR 1234 and PR 1234.', '', ['1234']],
    ['We have 1,000,000 rows.', '', ['1,000,000']],
    ['Budget: 250ms.', '', ['250']],
    ['16 MiB is 16,777,215 bytes.', '', ['16,777,215']],
    ['4 KiB is 4000 bytes.', '', ['4000']],
    ['Total is 6,001.\n' + TABLE.replace('6,000', '6,001'), '1200 300 4500', ['6,001']],
    [['| a | b |', '|---|---|', '| 100 | 200 |', '| 300 | 601 |'].join('\n'), '100 200 300', ['601']],
    [ROW.replace('| 250 |', '| 251 |'), '900 650', ['251']],
    ['RFC 9110 sets a 413 status.', '', ['413']],
    ['We counted 2,087 rows and 1 999 users.', '', ['2,087', '1 999']],
    ['Séance 1 500 FCFA, carnet 10 000 FCFA.', '', ['1 500', '10 000']],
    ['The tail 0.5 stays and 1024 goes.', '', ['1024']],
    // valid: sourced in any spelling
    ['Latency fell to 250 ms.', 'p50 250ms', []],
    ['We have 1,000,000 rows.', 'rows: 1000000', []],
    ['We have 1000000 rows.', 'rows: 1_000_000', []],
    ['We have 1_000_000 rows.', 'rows: 1,000,000', []],
    ['A price of 1 500 is sourced.', 'price 1500', []],
    // valid: not claims
    ['Shipped in 2024, planned for 1999.', '', []],
    ['Branch 006-perf builds on spec 008 and ticket 0042.', '', []],
    ['Only 42 files.', '', []],
    ['Version 1.2.345 is out; ratio 0.125.', '', []],
    ['Dates use ISO 8601; HTTP is RFC 9110 and RFC 3339; floats follow IEEE 754-2019.', '', []],
    ['A miss answers HTTP 404; overload gives status 503 and status code 429.', '', []],
    ['Scripts follow ECMA-262 and ES2023; see PEP 621, CWE-79 and ISO/IEC 27001:2022.', '', []],
    ['The buffer is 16 MiB (16,777,216 bytes).', '16', []],
    ['A page of 4 KiB = 4096 bytes, 2 KB = 2000 bytes.', '4 2', []],
    ['Files live in /var/lib/app/1234/data and src\\999\\x.', '', []],
    ['It is claim-123 and abc456 and x_789.', '', []],
    [TABLE, '1200 300 4500', []],
    [ROW, '900 650', []],
  ])('%j (sources: %j)', (text, sources, want) => {
    expect(flagged(text, sources)).toEqual(want)
  })

  test('a column total needs three rows beside it', () => {
    const two = ['| a |', '|---|', '| 100 |', '| 200 |', '| 300 |'].join('\n')
    expect(flagged(two, '100 200')).toEqual(['300'])
  })

  test('a finding carries its offset', () => {
    expect(numberClaims('ab 777', new Set())[0]?.at).toBe(3)
  })
})
