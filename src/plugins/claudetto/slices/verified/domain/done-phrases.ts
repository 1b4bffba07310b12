/**
 * The phrases of a done claim: "deployed to production", "fixed the bug",
 * "I verified that ...". Each is matched against a sentence that asserts
 * (negated, hedged, future, conditional and reported sentences never get
 * here), with quotes and code spans blanked. A phrase names the act in the
 * past tense with an object or a place, so a word alone ("the deployed
 * version", "a fixed width", "the promise is resolved") is no claim.
 *
 * Each phrase comes with the words one of which its every match holds. Most
 * sentences hold none, and a phrase of this size costs milliseconds to build
 * on its first run: the words, a small pattern, decide whether it runs at all.
 * `done-phrases.spec.ts` reads each phrase's alternatives and fails when one
 * can match without any of its words.
 */

/** A done phrase and the literal words one of which every match of it holds. */
export type DonePhrase = { words: RegExp; pattern: RegExp }

/**
 * A version named as a thing ("v2.3.0 is deployed"), at most 32 characters. Unbounded, a run of
 * `v0.v0.v0…` made every `v` in it a start that read to the run's end: 96 KB took 13.8 s.
 */
const VERSION = String.raw`v\d[\w.]{0,30}`

/** A numbered thing sent out: "Revision 43", "build #1187", "release 2024.06". */
const NUMBERED = String.raw`((revision|rev|build|release|version) #?\d[\w.]{0,30}|\d{1,6}\.\d{1,6}(\.\d{1,6}){0,2})`

/** Where a deploy lands: a place a sentence names after "to", "on" or "across". */
const PLACE = String.raw`(production|prod|staging|the (\w+[ -]){0,2}(cluster|registry|edge( network)?|servers?|fleet|environment|store|marketplace|app store|play store|cdn)|npm|pypi|crates\.io|rubygems|docker ?hub|ghcr(\.io)?|gcr(\.io)?|ecr|quay(\.io)?|nuget(\.org)?|maven central|hex(\.pm)?|pub\.dev|nexus|artifactory|sonatype|jfrog|github packages|testflight|heroku|fly(\.io)?|vercel|netlify|cloud run|app engine|kubernetes|k8s|all (\w+ )?(replicas|regions|pods|nodes|users|servers|hosts|machines|instances)|(\w+ )?(canary|prod|production|staging) (environment|cluster|account|slot|stage))`
/** What a release, a publish or a push sends out; "the build lock" is a lock, "the fix" goes to a branch. */
const ARTIFACT = String.raw`(image|container|release|build|artifact|artefact|package|crate|gem|wheel|chart|bundle|binary|formula|new version|app|site)\b(?! (lock|mutex|handle|semaphore|connection|slot|memory|buffer|reference|branch|notes)\b)`

export const DEPLOYED_PHRASE: DonePhrase = {
  words: /migrat|deploy|shipped|rollout|rolled|releas|promot|publish|push|upload|live| out|cut |helm |kubectl|terraform|pulumi|vercel|prod|staging|pypi|npm|crates|rubygems|hub|ghcr|hex|pub|nuget|maven central|registry|store|testflight|applied|running|serving|upgraded/i,
  pattern: new RegExp([
    // "Deployed to staging", "shipped to production", "rolled out across all three replicas", "released to the app store".
    // A state ("the service is deployed on Kubernetes") is no act: the passive counts only with something new (below).
    String.raw`(?<!\b(is|are|was|were|be|been|being|gets|get|stays|remains) )\b(re-?)?(deployed|shipped|rolled out|released|promoted|published|pushed)( \S+){0,6}? (to|on|onto|into|across) ${PLACE}\b`,
    // "The image built and was pushed to GHCR", "the wheel was uploaded to PyPI": an artifact sent, said in the past passive (a state is "is deployed").
    String.raw`\b(was|were|has been|have been) (successfully |just |also )?(pushed|published|uploaded) (to|on|onto) ${PLACE}\b(?! (by|via|from|when|if|automatically|on (merge|push|tag)|nightly|daily|whenever|every|yesterday|last|earlier|before|previously|months?|years?|weeks?)\b)`,
    // "Deployed the schema migration", "I deployed it", "the new chart is deployed", "deployed successfully".
    String.raw`(^[\W_]*|[:;—–]\s*|\b(i|we|i've|we've|i have|we have|just|also|then|and|successfully|finally)\s+)(re-?)?(deployed|shipped|rolled out|rolled (it|them|this|that) out)\b(?! (by|with|from|when|if|automatically|on (merge|push|tag)|via|through|nightly|daily|whenever|every)\b)`,
    // "the new chart is deployed", "it is now deployed", "it's deployed": something new, or "now"; "the service is deployed on Kubernetes" describes the setup.
    String.raw`\b(new|latest|updated|fix|fixes|hotfix|patch|change|changes|feature|redesign|rewrite|update|release|version|build|image|chart|migration|it|this|that|everything|${VERSION}|${NUMBERED})( is| are| was| were| has been| have been| got|'s) (now |fully |successfully )?(deployed|rolled out|shipped)\b(?! (by|when|if|as|under|automatically|on (merge|push|tag)|via|through|nightly|daily|whenever|every)\b)|\b(is|are|has been|have been) now (deployed|rolled out|live)\b`,
    // "The worker has been redeployed": the act done, in the perfect, of whatever was sent out ("nothing has been" sent none).
    // The word starts where no word character or dash stands before it: a start inside `a-a-a-…` would read the run again.
    String.raw`(?<![\w-])(?!(nothing|none|nobody|neither|no)\b)[a-z][\w-]* (has been|have been) (now |successfully |just )?(re-?)?(deployed|rolled out|shipped)\b(?! (by|when|if|automatically|on (merge|push|tag)|via|through|nightly|daily|whenever|every)\b)`,
    // "The new S3 bucket and IAM role are deployed": something new, said to be out.
    String.raw`\b(new|latest|updated)\b[^.;]{0,40}? (is|are|has been|have been) (now |fully |successfully )?(deployed|rolled out|shipped|live)\b(?! (by|when|if|automatically|on (merge|push|tag)|via|through|nightly|daily|whenever|every)\b)`,
    // "The service is up on prod": up where it runs, said now.
    String.raw`\b(service|app|api|site|worker|server|it|everything|change|fix|release|new version)('s| is| are) (now )?up (on|in) (prod|production|staging)\b`,
    String.raw`\bdeployed successfully\b|\bsuccessfully (deployed|published|released|shipped|rolled out)\b|\b(deployment|deploy|rollout|release|publish) (has )?(succeeded|completed|finished|went through|went out|is (complete|done|finished|live))\b`,
    // "Released v3.1.0", "shipped v2", "Published the container image", "pushed the new image tag", "published to npm".
    String.raw`\b(released |shipped |published |tagged and released |cut )(the )?(new )?v?\d{1,9}(\.\d{1,9}){1,4}\b|\breleased v\d`,
    // "Published @acme/ui 1.4.0", "released billing-api 2.1.1": a package by its name and version.
    String.raw`(^[\W_]*|\b(i|we|and|then|also|just)\s+)(released|published|shipped) @?[\w.-]{1,80}(\/[\w.-]{1,80})? v?\d{1,9}(\.\d{1,9}){1,4}\b`,
    // "Uploaded the fixed 1.8.0 wheel to PyPI": what it sent may be said with its version.
    String.raw`(^|\b(i|we|and|then|also|just)\s+)(released|published|pushed|shipped|uploaded) (the |a |our )?(new |built |updated |latest |fresh |final |signed |\w+ |v?\d{1,9}(\.\d{1,9}){1,4} ){0,2}${ARTIFACT}`,
    String.raw`\bpublished (to|on) (npm|pypi|crates\.io|rubygems|the registry|docker ?hub|the marketplace|the store)\b`,
    // "0.9.0 is on PyPI", "the new version is now up on npm": a release said to be where it was sent.
    String.raw`\b(v?\d{1,9}(\.\d{1,9}){1,4}|the (new|latest) (release|version|package|build)|the release)( is| are|'s) (now )?(up |live |available |out )?on (npm|pypi|crates\.io|rubygems|docker ?hub|ghcr(\.io)?|hex(\.pm)?|pub\.dev|nuget(\.org)?|maven central|the registry|the (app|play) store|testflight)\b`,
    // "The release is live", "site is live", "the new infra is live", "now live in production".
    String.raw`\b(release|new version|site|app|infra(structure)?|deploy(ment)?|build|update|change|fix|feature|endpoint|service|v\d{1,9}(\.\d{1,9}){0,4}) (is|are|went) (now )?live\b|(?<!\b(nothing|none|nobody|neither) )\b(now|went) live\b|\blive (in|on) (production|prod|staging)\b`,
    // "helm upgrade finished", "kubectl apply went through cleanly", "docker push finished".
    String.raw`\b(docker push|helm (upgrade|install)|kubectl (apply|rollout)|terraform apply|pulumi up|fly deploy|flyctl deploy|vercel( --prod)?|netlify deploy|npm publish|cargo publish|twine upload|firebase deploy|wrangler (deploy|publish)|cdk deploy|gcloud( \w+)* deploy)\b[^.;]{0,30}?\b(finished|completed|complete|went through|(is|was) through|succeeded|worked|applied)\b`,
    // Terse: "Deployed.", "Published!", "Shipped.", "Live.", "Applied."; "This is live", "it's live now".
    // "Applied; the bucket policy is in place": the act alone as the sentence's first clause.
    String.raw`^\W*(re-?)?(deployed|published|shipped|released|rolled out|live|applied)\W*$|^\W*(re-?)?(deployed|published|shipped|released|rolled out|applied)\s*[;—–]\s|\b(this|it|that|everything|all)('s| is| are) (now )?live\b`,
    // Headline style, the noun and its participle: "Release v2.3.0 published", "New image pushed"; "v2.3.0 is out".
    String.raw`(^[\W_]*|[:;,—–]\s*)(the )?(new )?([a-z]+ )?(release|version|image|package|build|chart|crate|gem|wheel|${VERSION})( v?\d{1,9}(\.\d{1,9}){1,4})? (published|deployed|shipped|released|rolled out|pushed)\b(?! (by|in|on|with|from|when|if|yesterday|last|earlier)\b)`,
    // "The package has been published", "image acme/api:1.2 is pushed": the act done, said in the passive of what it sent, by its name or not.
    String.raw`\b(package|crate|gem|wheel|image|release|chart|module|library|${VERSION})( \S{1,80})? (is|are|has been|have been|was|were) (now |successfully )?(published|released|pushed|uploaded)\b(?! (by|when|if|as|automatically|on (merge|push|tag)|via|through|nightly|daily|whenever|every)\b)`,
    String.raw`\b(v\d{1,9}(\.\d{1,9}){1,4}|the (new )?release|the new version) (is|went)( now)? out\b(?! (of|for|to)\b)`,
    // "The new version is now in production", "it's now running on staging": something new said to be there now.
    String.raw`\b(new|latest|updated|fix|fixes|change|changes|release|version|build|image|chart|migration|it|this|that|everything|${VERSION})('s| is| are) now (live |running |serving )?(in|on) (production|prod|staging)\b`,
    // "The hotfix is in production", "the new release is on staging": what was sent out, said to be where it runs ("production code" is code).
    String.raw`\b(hotfix|fix|release|new version|new build|patch|new image)( \S+)? (is|are) (now )?(live )?(in|on) (production|prod|staging)\b(?! (code|config|configuration|build|mode|data|database|db|branch|dependencies|settings)\b)`,
    // "Rolled back to v1.3", "rolled back to the previous release": a deploy of the older version.
    String.raw`(^[\W_]*|\b(i|we|and|then|also|just)\s+)rolled (it |prod |production |staging )?back to (v?\d{1,9}(\.\d{1,9}){0,4}|the (previous|last|prior) (release|version|revision|deploy(ment)?))\b`,
    // "Applied to staging ✅", "applied the migration to the dev database": a change applied where it runs.
    String.raw`(^[\W_]*|\b(i|we|and|then|also|just|successfully)\s+)applied( it| them| the (\w+ ){0,2}?(change|changes|migrations?|plan|config|manifests?|patch|schema))? (to|on|in) (${PLACE}|the (\w+ ){0,2}?(database|db|namespace|account|project))\b`,
    // "The bucket policy change is applied to staging", "everything is applied": a change said to be applied where it runs.
    // A change or a fix "applied" may be an edit to the code: only with the place it was applied to.
    String.raw`\b(change|changes|policy|config|configuration|fix|release|it)( is| are| was| were| has been| have been) (now )?(fully |successfully )?applied (to|on|in) (${PLACE}|the (\w+ ){0,2}?(database|db|namespace|account|project))\b`,
    // Headline style: "Playbook applied to all 4 hosts", "Manifests applied to the staging cluster".
    String.raw`(^[\W_]*|[:;,—–]\s*)(the )?(playbook|manifests?|plan|migrations?|chart|stack|infra(structure)?) applied (to|on|in|across) (${PLACE}|the (\w+ ){0,2}?(database|db|namespace|account|project))\b`,
    String.raw`\b(manifests?|plan|everything|all of it)( is| are| was| were| has been| have been) (now )?(fully |successfully )?applied\b(?! (by|when|if|once|after|before|locally|to the (file|code|branch|repo))\b)`,
    // "Upgraded the chart to 2.4.0 on staging", "upgraded the release in prod".
    String.raw`(^[\W_]*|\b(i|we|and|then|also|just|successfully)\s+)upgraded (the )?(\w+ )?(chart|release|deployment|service|app|cluster|stack)( to v?\d{1,9}(\.\d{1,9}){0,4})? (on|in) ${PLACE}\b`,
    // "Upgraded \`payments\` in prod to 6 replicas": a release named in code, upgraded where it runs.
    String.raw`(^[\W_]*|\b(i|we|and|then|also|just|successfully)\s+)upgraded (the )?(x{3,}|\x60[^\x60\n]{1,80}\x60)( release| chart)? (on|in) ${PLACE}\b`,
    // "Upgraded the prod release to chart 2.4.0": the place said before what was upgraded.
    String.raw`(^[\W_]*|\b(i|we|and|then|also|just|successfully)\s+)upgraded (the )?(prod|production|staging) (\w+ )?(chart|release|deployment|service|app|cluster|stack)\b`,
    // "Pushed \`ghcr.io/acme/api:1.8.0\`.": the act and what it sent, in code, as the whole sentence.
    String.raw`^[\W_]*(pushed|published|released|uploaded|deployed) x{3,}\W*$`,
    // "New version is running in the \`billing\` namespace": something new said to run where it was sent.
    String.raw`\b(new|latest|updated) (version|release|build|image|pods?|deployment|revision)( is| are) (now )?(running|live|serving) (in|on) (production|prod|staging|the\s+(\S+\s+)?(namespace|cluster|environment))\b`,
    // "Migration applied", "the report index migration is applied", "the AddDueAt migration ran in production", "Migrated the staging DB".
    // A migration "finished" or "completed" is as often a codebase's ("the strict-null-checks migration finished"): only a database's verbs.
    String.raw`\bmigrations?( \S+){0,2}? (ran|has run|have run|went through|(is|are|was|were|has been|have been) (now )?(successfully )?(applied|run|in place))\b(?! (by|when|if|once|on (deploy|boot|startup|merge|release)|automatically|in ci)\b)|(^[\W_]*|[:;,—–]\s*)migrations? applied\b`,
    String.raw`(^[\W_]*|\b(i|we|and|then|also|just|successfully)\s+)migrated (the )?(\w+ )?(database|db|schema)\b|^\W*migrated\W*$`,
    // "Deploy: production", "✅ deployed", "Status: shipped".
    String.raw`^\W*(deploy|deployed|deployment|release|shipped)\s*:\s*(production|prod|staging|live|done|complete|✅)|✅\s*(deployed|shipped|released|live)\b`,
  ].join('|'), 'i'),
}

/** What goes wrong: the object a fix names. */
const PROBLEM = String.raw`(bug|issue|problem|crash|leak|error|race( condition)?|deadlock|regression|failure|flake|flakiness|vulnerability|injection|exception|panic|segfault|hang|timeout|typo|mismatch|corruption|off-by-one|glitch|defect|breakage|incident|outage|conflict|n\+1( quer(y|ie))?)s?`

/** "no longer crashes": a negation that claims a fix, so the done classes do not read it as one. */
export const NO_LONGER_FAILS = String.raw`no longer (crash(es)?|fails?|hangs?|throws|errors( out)?|leaks|panics|segfaults|times out|deadlocks|double-\w+|breaks|flakes|reproduces|(gets |is |are )?(clipped|cut off|truncated|duplicated|corrupted|overwritten|swallowed|garbled|mangled)|(returns|gives|yields|prints|renders|produces|outputs|shows) (a |an )?(NaN|null|nil|None|undefined|empty|blank|wrong|incorrect|garbage|negative|duplicate|stale|5\d\d|500s|an error|errors)\b)`

/** "the error no longer appears": a problem said to be gone; "the banner no longer appears" is a change, not a fix. */
export const PROBLEM_GONE = String.raw`\b${PROBLEM} no longer (occurs|appears|happens|shows up|reproduces|recurs|fires)\b`

export const FIXED_PHRASE: DonePhrase = {
  words: /fix|patched|repaired|corrected|resolv|solved|eliminated|squashed|addressed|no longer|no more|again|work|closes|gone/i,
  pattern: new RegExp([
    // "Fixed the null-pointer crash", "Fixed a subtle rounding bug", "patched the SQL injection", "I fixed it".
    // A task ticked or a ✅ before it: "- [x] Fixed the race", "✅ Fixed the flaky upload test".
    String.raw`(^[\W_]*(\[x\]\s*)?|[:;—–]\s*|\b(i|we|i've|we've|i have|we have|just|also|then|and|finally|successfully)\s+)(fixed|patched|repaired|corrected)\s+(the|a|an|this|that|these|those|both|all|it|them|two|three|several|every|each|#\d+|issue|bug|\w+'s)\b`,
    // "Resolved the race condition", "solved the deadlock", "addressed the bug where ...": these take a problem, else it is code ("resolved the promise").
    String.raw`(^[\W_]*(\[x\]\s*)?|[:;—–]\s*|\b(i|we|i've|we've|i have|we have|just|also|then|and|finally|successfully)\s+)(resolved|solved|fixed|eliminated|squashed|addressed)\s+(the|a|an|this|that|both|all|#\d+)\s+([\w-]+\s+){0,4}?${PROBLEM}\b`,
    // Terse: "Fixed.", "Resolved!", "Fixed now.", "All fixed.", "Status: fixed ✅" (a status label, not "Position: fixed").
    String.raw`^\W*((status|result|outcome|state|${PROBLEM})\s*:\s*)?(all |both )?(fixed|resolved|solved|patched)( now)?\W*$`,
    // A label: "Fixed: quoted fields with embedded newlines stay intact now."
    String.raw`^[\W_]*(fixed|resolved)\s*:\s*\w`,
    // Headline style, the problem and its participle: "Bug fixed.", "Root cause found and fixed: ...", "— crash resolved".
    String.raw`(^[^\w-]*|[:;,—–]\s*)(the )?([\w-]+ ){0,2}?(${PROBLEM}|root cause)( found and| identified and)? (fixed|resolved|solved|patched)\b(?! (by (the user|upstream)|upstream|in (v\d|version|the next|a later)))`,
    String.raw`${PROBLEM_GONE}`,
    // "Fixed by normalising timestamps", "— fixed by making the handler idempotent".
    String.raw`(^|[:;—–]\s*)(fixed|resolved|solved) by \w+ing\b`,
    // "the bug is fixed", "that's resolved now", "the memory leak is fixed", "issue #12 is fixed".
    // "the race in `Cache.Get` is resolved", "the leak on reconnect is fixed": a problem and where it was.
    String.raw`\b(${PROBLEM}( (in|on|with|for|of|from|when|during|at) [^.;,]{1,40}?)?|issue #?\d+|root cause|it|that|this|both|all of them|everything)('s| is| are| was| were| has been| have been| got| now)( now| fully| also| all| finally)? (fixed|resolved|solved|repaired|patched|gone)\b(?! (at|to|in size|width|length|by (the user|upstream)))`,
    // "The login now works", "the export works again", "the worker no longer crashes": a failure gone is a fix.
    String.raw`\b(now works|works again|is working again|(is|are) now working)\b(?! (on|with|by|in|through|via|like|as|for|against|off|from|under)\b)|\b${NO_LONGER_FAILS}\b`,
    // "No more 500s on /checkout", "No more `TypeError` on save": a failure said to be over, at the sentence's start ("no more than" counts).
    String.raw`^[\W_]*no more (?!than\b)\S`,
    // "The page loads again", "the app starts again": what had stopped working does it again.
    String.raw`\b(loads|renders|starts|boots|responds|connects|compiles|builds|saves|syncs|opens|displays|appears) (\w+ )?again\b(?! (on|when|if|after|every|each|whenever)\b)`,
    // "This fixes #12", "this resolves the failing case", "the fix is complete".
    String.raw`\bthis (fix |change |patch )?(fixes|resolves|closes) (#\d+|the (\w+ ){0,3}?${PROBLEM}|the failing)\b|\bthe fix is (complete|done|in place and working)\b`,
  ].join('|'), 'i'),
}

export const VERIFIED_PHRASE: DonePhrase = {
  words: /verif|confirm|validat|checked|tested|tried|curl|queried|pinged|probed|polled|hit|requested|200|201|204|expected|correct|right|good|proper|fine|without errors|compared|diffed/i,
  pattern: new RegExp([
    // "I verified it works", "Confirmed the API returns 200", "and confirmed the counts match", "manually verified".
    String.raw`(^[\W_]*|[:;,—–]\s*|\b(i|we|i've|we've|i have|we have|just|also|then|and|finally|manually|personally|already|separately|independently|carefully|explicitly)\s+)(verified|confirmed|validated|double-checked|spot-checked|sanity-checked|smoke-tested|load-tested|tested|checked)\b(?! (in|out|off|into|for|against the (spec|plan)|by (the user|you|them|ci))\b)`,
    // "Verified in the browser", "tested it on staging": checked where it runs.
    String.raw`(^[\W_]*|[:;,—–]\s*|\b(i|we|also|then|and|just|manually|personally)\s+)(verified|confirmed|tested|checked)( it| this| that| the (fix|change))? (in|on) (the |a |a real |my )?(\w+ )?(browser|staging|production|prod|simulator|emulator|device|phone|console|repl)s?\b`,
    // "I hit \`/healthz\` on the local server", "and curled every new route": a request made by hand.
    String.raw`\b(i|we|and|then|also|just|manually)\s+(curled|curl'd)\b|\b(i|we|and|then|also|just|manually)\s+(hit|pinged|requested|probed)\s+(x{3,}|(it|the|each|every|all|both)\b[^.;]{0,40}?\b(endpoints?|routes?|urls?|apis?|servers?|services?)\b)`,
    // "the fix is verified", "verified and working", "confirmed working".
    String.raw`\b(is|are|was|were|has been|have been) (now |fully |manually |independently )?(verified|confirmed|validated|tested)( and working| working| end to end| in production| on staging| locally| manually| by hand)\b|\b(verified|confirmed|validated|tested) (and )?(working|end to end|end-to-end|by hand|manually|in production|on staging)\b`,
    // "The fix is verified", "the change has been confirmed": the act done, said of the work; "is verified by the test" says how.
    String.raw`\b(fix|fixes|change|changes|patch|behaviou?r|feature|it|this|that|everything)( is| are| was| were| has been| have been) (now |fully |independently |manually )?(verified|confirmed|validated)\b(?! (by|with|against|in|on|to|that|when|if|once|before|after)\b)`,
    // "Tested it by hand in three browsers", "checked and it works".
    String.raw`\b(checked|tested) and (it )?(works|confirmed)\b|✅\s*(verified|confirmed)\b|\b(verified|confirmed)\s*✅`,
    // "curl'd the health endpoint: 200 OK", "Queried the database directly". Pinging or querying a
    // person ("pinged the design team") checks nothing, so those verbs need a system as their object.
    String.raw`^(curl'd|curled|load-tested|smoke-tested)\b|^(queried|pinged|probed|polled) (the |each |every |all )?([\w-]+ ){0,2}?(database|db|endpoint|api|server|service|table|health ?check|url|host|cluster|redis|cache|queue|replica|pod|container|route)s?\b|:\s*200 OK\b`,
    // "the endpoint returned 200", "got back a 200", "curl now returns 201": "now" tells of a run since the change.
    String.raw`\b(returned|now (returns|responds with|gives)|got( back)?|responded with|came back with|answered with)\s+(an?\s+)?(http\s+)?(200|201|204)\b`,
    // "The statement endpoint returns 200 now": "now" after the status tells the same.
    String.raw`\b(returns|responds with|gives)\s+(an?\s+)?(http\s+)?(200|201|204)( ok| created| no content)?( again)? now\b`,
    // What the program did, seen to match what was wanted: "each one returned the expected shape", "it now prints the right total".
    // Past tense or "now": a present "returns the expected shape" may describe the code, not a run.
    String.raw`\b(returned|produced|printed|gave|yielded|rendered|showed|displayed|matched|responded with|came back with|now (returns|produces|prints|gives|renders|shows|matches))( back| exactly)? (the |an? |what )?(expected|correct|right)\b`,
    // "Compared the output against the reference file — identical", "diffed the generated client with the checked-in one".
    String.raw`(^[\W_]*|[:;,—–]\s*|\b(i|we|i've|we've|and|then|also|just|manually)\s+)(compared|diffed|cross-checked)\b[^.;]{0,60}?\b(against|with|to)\b`,
    // "The dashboard renders correctly with the new chart", "the page loads properly": what was looked at, said to come out right.
    String.raw`\b(renders|rendered|displays|displayed|loads|loaded|shows up|showed up)( now)? (correctly|properly|as expected|fine|without errors)\b(?! (when|if|once|after|as long as|provided)\b)`,
    // "Tried it out: the export now has the header row", "tried the new flag on the sample": the change used by hand.
    String.raw`(^[\W_]*|[:;,—–]\s*|\b(i|we|and|then|also|just|quickly|manually)\s+)tried (it|this|that|them|the (\w+ ){0,2}?(fix|change|build|cli|command|script|app|page|endpoint|flow|flag|feature|form|button))( out)?\b(?! (again|later|tomorrow)\b)`,
    // "Ran the CLI on the sample; output is correct", "the response looks right": what ran, seen to be right.
    String.raw`\b(output|outputs|result|results|response|responses)( now)? (is|are|looks?|was|were) (now )?(correct|right|good|as expected|exactly as expected)\b`,
    // The check named as done: "Verification complete.", "Verification passed", "Manual verification: done".
    String.raw`^\W*(manual |end-to-end |final )?verification( step)?( is| was|:)? (complete|completed|done|passed|successful|succeeded|ok)\b`,
    // The act said in the past passive: "the fix was verified against the staging API", "everything has been tested end to end".
    String.raw`\b(was|were|has been|have been) (now |fully |independently |manually |successfully |also )?(verified|confirmed|validated)\b(?! (by (the user|you|them|whoever)|when|if|once|before|whether)\b)`,
  ].join('|'), 'i'),
}

/**
 * A verified claim about behaviour ("it works", "returns 200", "fires") needs
 * something that ran; a claim about what a file or the code says can be
 * backed by reading it.
 */
export const VERIFIED_NEEDS_RUN = /\b(works?|working|worked|pass(es|ed)?|behaves?|behaved|returns?|returned|responds?|responded|handles?|handled|succeeds?|succeeded|fires|fired|reconnects|recovers|renders|200|end[- ]to[- ]end|by hand|in (the |a )?browsers?|in production|on staging|load-tested|smoke-tested|tested)\b/i

/**
 * A check of how things stood before the change ("confirmed the crash
 * reproduces on main", "checked the logs and found the root cause") is
 * backed by a look at any time in the session, not only after the change.
 */
export const VERIFIED_BEFORE_CHANGE = /\b(before (the|my|this|any|making the) (change|fix|edit|patch)|root cause|reproduc\w*|was (failing|crashing|broken|wrong|missing)|the (original|old|existing) (code|behaviou?r|version)|on main|previously|originally|found (that|the|a|an))\b/i
