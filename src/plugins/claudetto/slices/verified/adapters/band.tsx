/**
 * The band above the prompt: what the Stop gate sent back (or noted), with a
 * Dismiss button. Draws nothing when there is no verdict.
 */
import { atom, read, update } from 'claude-code'
import type { MatchedHook } from 'claude-code'
import { BAND_CLAIMS } from '../limits.js'

// The band's state (types/index.d.ts); the engine's scan wants the atom in each file that reads or writes it.
const verdict = atom({ plugin: 'claudetto', key: 'verdict' } as const, null)

export const band: MatchedHook<'ui.render', { readonly component: 'AbovePrompt' }> = async ($, e, next) => {
  const shown = await read($, verdict)
  if (shown === null || e.props.hasSurvey) return next(e)
  const { Box, Button, Text } = $.ui.resolve(e)
  const lines = [...shown.claims, ...shown.notes.map(n => `note: ${n}`)]
  const more = lines.length - BAND_CLAIMS
  return (
    <Box flexDirection="column">
      <Text bold>{shown.who === 'main' ? shown.title : `${shown.title} (${shown.who})`}</Text>
      {lines.slice(0, BAND_CLAIMS).map(line => (
        <Text>  {line}</Text>
      ))}
      {more > 0 ? <Text dimColor>  and {more} more</Text> : null}
      <Button key="dismiss" label="Dismiss" onPress={() => update($, verdict, () => null)} />
    </Box>
  )
}
