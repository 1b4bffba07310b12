import { describe, expect, test } from 'vitest'
import { claimedStatus, otherStatusShown, statusesShown } from './http-status.js'

describe('http status', () => {
  test.each<[string, number | null]>([
    ['Hit the endpoint with curl and got a 200.', 200],
    ['The endpoint now returns 201 with the new id.', 201],
    ['It responds with 404 for unknown ids, as asked.', 404],
    ['Status code is 204.', 204],
    ['Returned 3 rows.', null],
    ['Port 8080 is open.', null],
  ])('%s claims %j', (text, want) => expect(claimedStatus(text)).toBe(want))

  test.each<[string, number[]]>([
    ['HTTP/1.1 301 Moved\nLocation: /b\n\nHTTP/1.1 200 OK', [301, 200]],
    ['500', [500]],
    ['{"status": 422, "detail": "bad"}', [422]],
    ['{"id": 7, "total": 200}', []],
  ])('%j shows %j', (output, want) => expect(statusesShown(output)).toEqual(want))

  test('another status printed contradicts the claim; the claimed one among them, or none printed, does not', () => {
    expect(otherStatusShown('got a 200', '500')).toBe(500)
    expect(otherStatusShown('got a 200', 'HTTP/1.1 301 Moved\n\nHTTP/1.1 200 OK')).toBeNull()
    expect(otherStatusShown('got a 200', '{"ok":true}')).toBeNull()
    expect(otherStatusShown('it works', '500')).toBeNull()
  })
})
