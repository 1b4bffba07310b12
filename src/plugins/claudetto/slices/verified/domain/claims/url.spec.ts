import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../../kernel/rows.js'
import { sentencesOfAnswer } from '../answer-text.js'
import { whatRan } from '../ran.js'
import { bash, fetchUrl, search, user } from '../rows.fixture.js'

const wroteLink: Row = { role: 'assistant', text: '', toolUses: [{ id: 'w9', tool: 'Write', input: { file_path: '/p/README.md', content: 'Docs: https://docs.mylib.dev/start' }, text: 'File created successfully at: /p/README.md' }] }
const ownBlock: Row = { role: 'user', text: 'Stop hook feedback:\nverified: 1 claim (claudetto verified: sent back 1 of 3)\n  - [url] See https://serde.rs/attrs: nothing fetched serde.rs', toolUses: [] }
import { findUrls } from './url.js'

const unbacked = (answer: string, rows: Row[]) =>
  findUrls({ sentences: sentencesOfAnswer(answer), ran: whatRan(rows), existing: new Set() }).filter(c => c.backedBy === null).map(c => c.subject)

describe('url', () => {
  test.each<[string, string, Row[], string[]]>([
    ['nothing fetched', 'See https://docs.rs/tokio/latest/tokio/ for the API.', [], ['https://docs.rs/tokio/latest/tokio']],
    ['another host fetched', 'The spec is at https://w3.org/TR/css.', [fetchUrl('https://example.org/x')], ['https://w3.org/TR/css']],
    ['a tool printed it', 'The release is https://github.com/a/b/releases/tag/v1.', [bash('gh release view', 'url: https://github.com/a/b/releases/tag/v1')], []],
    ['a WebFetch that failed', 'Details: https://nodejs.org/api/fs.html.', [fetchUrl('https://nodejs.org/en', 'Unable to verify if domain nodejs.org is safe to fetch', true)], ['https://nodejs.org/api/fs.html']],
    ['WebFetch of the host', 'Details: https://nodejs.org/api/fs.html.', [fetchUrl('https://nodejs.org/en')], []],
    ['WebSearch printed it', 'Per https://peps.python.org/pep-0008/ it is fine.', [search('pep 8', 'Links: https://peps.python.org/pep-0008/')], []],
    ['curl named it', 'The endpoint https://api.github.com/repos/a/b answers.', [bash('curl -s https://api.github.com/repos/a/b', '{}')], []],
    ['the person gave it', 'I read https://intra.corp/wiki/page as asked.', [user('Read https://intra.corp/wiki/page please')], []],
    ['a command named it', 'Cloned https://github.com/acme/tool.', [bash('git clone https://github.com/acme/tool', "Cloning into 'tool'...")], []],
    ['a file the session wrote holds it', 'Added a link to https://docs.mylib.dev/start in the README.', [wroteLink], []],
    ['the block reason naming it is no source', 'See https://serde.rs/attrs for the options.', [ownBlock], ['https://serde.rs/attrs']],
    ['a deploy since the change printed its site', 'The guide is live at https://acme-docs.netlify.app/guide/auth.', [bash('netlify deploy --prod --dir dist', '✔ Deploy is live!\nWebsite URL:        https://acme-docs.netlify.app')], []],
    ['a failed deploy printed its site', 'The guide is live at https://acme-docs.netlify.app/guide/auth.', [bash('netlify deploy --prod --dir dist', 'Exit code 1\nWebsite URL: https://acme-docs.netlify.app\nError: upload failed', true)], ['https://acme-docs.netlify.app/guide/auth']],
    ['localhost is no citation', 'The server runs at http://localhost:3000.', [], []],
    ['a quoted mention', 'Links like "https://a.io/x" are checked.', [], []],
    ['a hedge', 'It might be documented at https://a.io/x.', [], []],
  ])('%s', (_label, answer, rows, want) => {
    expect(unbacked(answer, rows)).toEqual(want)
  })
})
