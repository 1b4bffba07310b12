/**
 * The means a check of behaviour says it was made with: "verified in the
 * browser", "installed it on the emulator and confirmed", "in the Rails
 * console", "curled `/healthz`". A claim that names its means is backed only
 * by a run that used it: a type check or a unit test run is no look in a
 * browser, and a build installs nothing on a device. A claim that names no
 * means is backed as before, by any run that exercises the code. Pure.
 */
import type { Ran, Step } from './ran.js'

export type Means = 'browser' | 'device' | 'console' | 'http'

type Run = Extract<Step, { kind: 'run' }>

/** How each means is named in a sentence, and what it is called in the block text. */
const SAID: readonly { means: Means; said: RegExp; called: string }[] = [
  { means: 'browser', said: /\b(in|on|with|using|via|across) (the |a |my |each |every |all |both |two |three |real |headless |\w+ ){0,2}browsers?\b(?![- ](extension|build|bundle|target|entry|api|support|polyfill))|\bdevtools\b/i, called: 'a browser (Playwright, Cypress, a browser tool)' },
  {
    means: 'device',
    said: /\b(emulators?|simulators?|on[- ]device|on (my|a|the|an|both|two|three) (real |physical |test |actual )?(\w+ )?(devices?|phones?|iphones?|ipads?|tablets?))\b/i,
    called: 'a device or an emulator (`adb`, `xcrun simctl`, `flutter run`)',
  },
  { means: 'console', said: /\b(rails console|(the|a|django|python|node|ruby|elixir|db|database|sql) (console|repl|shell)|repl|iex|irb|tinker)\b/i, called: 'the console (`rails runner`, `psql`, `python -c`)' },
  // A request made by hand: the verb with an endpoint, a route or a path after it, or a local address.
  // A URL alone is no means: "checked https://… says" may be a look at the docs.
  {
    means: 'http',
    said: /\b(curl(ed|'d|ing)?|wget|(on|against) (the|a) (local|dev|running|live) server|localhost|127\.0\.0\.1)\b|\b(hit|pinged|requested|probed) (it|the|each|every|all|both)\b[^.;`]{0,40}?\b(endpoints?|routes?|urls?|apis?|servers?|services?)\b|\b(hit|pinged|requested|probed) `\//i,
    called: 'a request (`curl`, a fetch)',
  },
]

/**
 * What each means is run with: a browser driver or tool, a device tool, a
 * console or one-line script, an HTTP client. A browser drives requests too,
 * so it counts as a request made.
 */
const RUN_WITH: Readonly<Record<Means, RegExp>> = {
  browser: /(?<![a-z])(playwright|cypress|puppeteer|selenium|webdriver|wdio|testcafe|nightwatch|chrom(e|ium)|firefox|browser|e2e|xdg-open|open https?:)/i,
  device: /\b(adb|emulator|simctl|xcrun|flutter (run|drive|install|test integration_test)|maestro|detox|appium|ios-deploy|react-native run|expo (run|start))\b|connected\w*(Test|Check)|\bxcodebuild\b[^\n]*\btest\b/i,
  console: /\b(rails (c|console|r|runner)|manage\.py (shell|dbshell)|iex|irb|psql|mysql|sqlite3|mongosh|redis-cli|tinker|python3? -c|node -e|ruby -e|php -r|mix run)\b/i,
  http: /(?<![a-z])(curl|wget|http|https|xh|httpie|hurl|newman|k6|grpcurl|websocat|ab|wrk|hey|httpx|invoke-webrequest|invoke-restmethod|playwright|cypress|puppeteer|browser)\b/i,
}

/** An act of checking: a means is named as what the check was made with only beside one ("the crash on the device list" names none). */
const CHECK_ACT = /\b(verified|confirmed|checked|tested|tried|installed|opened|loaded|clicked|reproduced|hit|curled|curl'd|pinged|requested|probed|saw|watched|observed)\b/i

/** The means a sentence names for its check, or null when it names none. */
export function meansNamed(text: string): Means | null {
  if (!CHECK_ACT.test(text)) return null
  return SAID.find(s => s.said.test(text))?.means ?? null
}

/** Whether a run used the means: its command, or the browser tool it was. */
export const usesMeans = (means: Means, run: Run): boolean => RUN_WITH[means].test(run.command)

/**
 * Whether a run that used the means did the check: a test run came back clean; a request or a
 * program run exited 0, whatever status it printed (a 404 may be what the fix was to return).
 */
const checkedWith = (step: Run): boolean =>
  step.clean || (!step.isError && step.run !== 'test' && step.run !== 'build' && step.fault === 'failed output')

/**
 * The newest run after the last change that used the means and did the check, of any kind or of
 * none (`adb install`, `psql -c`): using the means is the check. A linter uses none.
 */
export function meansRunAfterChange(ran: Ran, means: Means): Run | null {
  for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
    const step = ran.steps[i]
    if (step === undefined || step.at < ran.lastCodeWrite) break
    if (step.kind === 'run' && step.run !== 'lint' && checkedWith(step) && usesMeans(means, step)) return step
  }
  return null
}

/** What would back a claim made with the means, said in the block text. */
export const meansNeeds = (means: Means): string =>
  `nothing in the session used ${SAID.find(s => s.means === means)?.called ?? means} after the last change, as the claim says; do the check and quote what it showed, or say it was not checked that way`

/** Code spans a sentence names a route by: \`/api/v2/users\`, \`/users/:id\`, \`GET /healthz\`. */
const ROUTE_SPAN = /^(?:(?:GET|POST|PUT|PATCH|DELETE|HEAD) )?(\/[\w\-./:{}<>]+)$/i
/** Code spans read per sentence, and the longest read. */
const MAX_ROUTE_SPANS = 8
const MAX_ROUTE_CHARS = 120

/** The routes a sentence names in code (a query is no part of the span's characters). */
export function routesNamed(text: string): string[] {
  const routes: string[] = []
  const pieces = text.split('`')
  for (let k = 1; k < pieces.length - 1 && routes.length < MAX_ROUTE_SPANS; k += 2) {
    const span = (pieces[k] ?? '').trim()
    if (span.length > MAX_ROUTE_CHARS) continue
    const route = ROUTE_SPAN.exec(span)?.[1]
    // A route names a word (\`/api/v2/users\`), not only separators or numbers (\`/\`, \`/2\`).
    if (route !== undefined && /[a-z]/i.test(route)) routes.push(route)
  }
  return routes
}

/**
 * Whether a request's command asks for a route: each literal piece of it between its parameters
 * (\`/users/:id\` asks \`/users/\` and a value) stands in the command. "\`/api/v2/users\` now returns
 * 200" after \`curl …/api/v1/users\` asked for another route.
 */
export function asksFor(run: Run, route: string): boolean {
  const command = run.command
  for (const piece of route.split(/[:{<][^/]*/)) {
    const literal = piece.endsWith('/') && piece.length > 1 ? piece.slice(0, -1) : piece
    if (literal !== '' && literal !== '/' && !command.includes(literal)) return false
  }
  return true
}
