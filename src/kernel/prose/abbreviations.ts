/**
 * Words whose dot rarely or never ends a sentence, lower case, without the
 * final dot. Kept apart from the splitter so a field report of a wrong split
 * is one more entry here and one more row in the golden set.
 */

/** Titles before a name: never the end of a sentence (`Dr. Smith`, `Mt. Fuji`). */
export const TITLES: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'sr', 'st', 'mt', 'ft', 'gen', 'col', 'lt', 'sgt', 'capt', 'cmdr',
  'adm', 'gov', 'sen', 'rep', 'rev', 'fr', 'hon', 'pres', 'supt', 'messrs', 'mme', 'mlle',
])

/** Abbreviations that are followed by more of the same sentence (`e.g. Vitest`, `vs. Jest`, `Fig. 3`). */
export const ALWAYS_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'e.g', 'i.e', 'eg', 'ie', 'cf', 'viz', 'vs', 'approx', 'ca', 'circa', 'fig', 'figs', 'eq', 'eqs', 'vol', 'vols',
  'pp', 'ch', 'chap', 'sect', 'eds', 'dept', 'est', 'incl', 'esp', 'resp', 'avg', 'nr', 'tel', 'univ', 'assn', 'ave',
  'blvd', 'rd', 'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'tue', 'tues', 'thu',
  'thur', 'thurs', 'fri', 'a.k.a', 'aka', 'et', 'n.b', 'p.s', 'ph.d', 'm.d', 'b.sc', 'm.sc', 'govt', 'sq', 'abbr',
  // Section labels and references: `Art. 5`, `Sec. 2`, `Para. 3`.
  'art', 'arts', 'sec', 'secs', 'para', 'paras', 'cl', 'sch',
  // German: `z.B.`, `bzw.`, `ggf.`, `vgl.`, `Abs.`, `Nr.` (`z. B.` with a space is read as a spaced abbreviation).
  'z.b', 'zb', 'd.h', 'u.a', 'o.ä', 'u.ä', 'z.t', 'bzw', 'ggf', 'vgl', 'evtl', 'inkl', 'exkl', 'bspw', 'sog', 'abs', 'ziff', 'allg', 'insb',
  // French and Spanish: `p.ex.`, `ex.`, `env.`, `p.ej.`, `ej.`, `pág.`, `núm.`, `Sra.`, `Ud.`.
  'p.ex', 'ex', 'env', 'p.ej', 'ej', 'pág', 'págs', 'núm', 'sra', 'srta', 'ud', 'uds', 'dra', 'dto',
  // Russian: `см.`, `напр.`, `т.е.`, `т.д.`, `стр.`, `рис.`, `табл.`, `гл.`, `г.`.
  'см', 'напр', 'т.е', 'т.д', 'т.п', 'т.к', 'стр', 'рис', 'табл', 'гл', 'г', 'гг', 'вв', 'им', 'ул', 'тыс', 'млн', 'млрд', 'ок', 'прим',
])

/** Abbreviations that may end a sentence: they split only before a usual sentence opener (`Jane and co. They ...`). */
export const MAYBE_FINAL_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'etc', 'co', 'inc', 'ltd', 'corp', 'al', 'bros', 'llc', 'plc', 'misc', 'jr', 'u.s.a', 'a.m', 'p.m', 'ad', 'bc',
  'no', 'nos', 'usw', 'др', 'пр',
])

/** Words that usually open a sentence: they let an ambiguous dot (`U.S.`, `etc.`, `I.`) end one. */
export const SENTENCE_OPENERS: ReadonlySet<string> = new Set(
  (
    'The This That These Those It Its It’s It\'s I We You He She They There Then Here In On At If But And So For A An As ' +
    'After Before When While Now Next Also See Run Use Add Each All Both Not Our My Your His Her Their What Why How ' +
    'Which Who Where Please Thanks To With Without Since Because Once Some Many Most One Finally First Second Third ' +
    'However Otherwise Instead Note Let Let’s Let\'s Do Don’t Don\'t Did Does Is Are Was Were Can Could Will Would ' +
    'Should Must May Might Until Unless Although Though Yet Still Only Every Any No Nothing Everything Today Tomorrow ' +
    'Yesterday Did Have Has Had Was Go Get Make Take Check Read Write Fix Update Remove'
  ).split(' '),
)
