import { describe, expect, test } from 'vitest'
import { numberClaims, numbersIn } from './numbers.js'
import { codeColumnRanges, httpStatusRanges, inlineCodeRanges, labelledCodeRanges, parenthesizedCodeRanges } from './number-kinds.js'

const flagged = (text: string) => numberClaims(text, numbersIn('')).map(f => f.text)

describe('numbers that name a thing', () => {
  test.each([
    // valid: no claim
    ['Set `timeoutSeconds: 600` in the config.', []],
    ['Run `scorer/score.py 002` and ``a ` 777 ``.', []],
    ['Return `429 Too Many Requests` when over the limit.', []],
    ['The check answers 404 Not Found, then 503 Service Unavailable.', []],
    ['The handler returns 429, fails with 403 and logs an error (422); ok when status < 400.', []],
    ['In the API plan a lost answer gets 409。Another family gets 404.', []],
    ['The REST order stays at 202.', []],
    ['The API never sends 500 errors.', []],
    ['Custom close codes: 4001 (auth), 4003 (forbidden), 4029 (rate limited).', []],
    ['The job ends with exit code 137.', []],
    ['The API stub returns `Results.StatusCode(501)`; then replace the 501 stub with a handler.', []],
    ['Revisar estados HTTP: verificar el 404 por navegación interna.', []],
    ['Estados HTTP: evitar rewrites que creen soft 404 o verificar el 404 antes.', []],
    ['Verificar el 404 en HTTP.\n- `search`: SEO por ruta, incluyendo 404 y productos inexistentes.', []],
    ['In the REST API, this 302 redirect and the 404 page stay.', []],
    ['Graceful shutdown: worker stop (5s) → Redis close → WS close (1001)', []],
    ['The CLI stops with exit code (2); the socket gets code: 1006.', []],
    ['It fails with errno 113, exit status 127, error (1234) or signal (15).', []],
    ['Процесс завершается, коды (1234) в журнале.', []],
    [['| Code | Meaning |', '|---|---|', '| 1042 | card declined |', '| 1043 | expired |'].join('\n'), []],
    ['Ratings lie in [1,100]; weights in (0, 1000].', []],
    // invalid: still claims
    ['An unclosed `tick 777 stays read.', ['777']],
    ['The pool holds 404 connections.', ['404']],
    ['In this API, p95 is ~503 ms.', ['503']],
    ['The API logged lines 501, 504, 522 and 526.', ['501', '504', '522', '526']],
    ['Nothing here is about the web: it ends at 202.', ['202']],
    ['Call retry(3,1000) and keep 1,100 rows.', ['1,100']],
    ['Fix the lint errors (1234) and close (350 tabs).', ['1234', '350']],
    ['We close 1001 tickets (1002 opened).', ['1001', '1002']],
    ['The API suite runs the 200 tests and the 500 requests.', ['200', '500']],
    ['The API waits the 200 ms.', ['200']],
    ['The API adds a 200 ms delay.', ['200']],
    ['El API cubre el 200 % del tráfico.', ['200']],
    ['Nothing about the web: replace the 501 stub.', ['501']],
    ['The API returns 404; we keep ~404 rows.', ['404']],
    ['The API returns 404.\nWe keep 404 rows.', ['404']],
    ['The API returns 404 and logs 404 ms.', ['404']],
    [['| Part | Bytes |', '|---|---|', '| a | 1042 |', '| b | 1043 |'].join('\n'), ['1042', '1043']],
  ])('%j', (text, want) => {
    expect(flagged(text)).toEqual(want)
  })

  test('ranges cover the spans and the numbers themselves', () => {
    expect(inlineCodeRanges('a `b 1` c')).toEqual([[2, 7]])
    expect(httpStatusRanges('HTTP API returns 429.')).toEqual([[17, 20]])
    expect(labelledCodeRanges('codes: 12 (a), 13')).toEqual([[7, 9], [15, 17]])
    expect(codeColumnRanges('| x |\n|---|\n| 1 |')).toEqual([])
    expect(parenthesizedCodeRanges('WS close (1001)')).toEqual([[10, 14]])
  })
})
