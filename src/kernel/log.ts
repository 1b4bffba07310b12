/**
 * One line in the engine's debug log (`claude --debug`), never on screen.
 * Used to say why a check passed a call through.
 */
type Logs = { ui: { log: (text: string, options?: { to?: 'debug' }) => void } }

export function debugLog($: Logs, slice: string, text: string): void {
  $.ui.log(`claudetto ${slice}: ${text}`, { to: 'debug' })
}
