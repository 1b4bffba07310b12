/**
 * The scripted model as a standing server for an interactive session:
 * `tsx scripted-server.mts TURNS.json URL_FILE` writes its URL to URL_FILE and
 * serves until killed.
 */
import fs from 'node:fs'
import { startScriptedModel, type Turn } from '../../src/harness/scripted-model.js'

const [turnsFile, urlFile] = process.argv.slice(2)
if (!turnsFile || !urlFile) {
  process.stderr.write('usage: scripted-server.mts TURNS.json URL_FILE\n')
  process.exit(2)
}
const model = await startScriptedModel(JSON.parse(fs.readFileSync(turnsFile, 'utf8')) as Turn[])
fs.writeFileSync(urlFile, model.url)
process.on('SIGTERM', () => void model.close().then(() => process.exit(0)))
