/**
 * Runs beside tests, builds and lints: a deploy (something leaves the
 * machine: a release, an image, a rollout) and a run of the program itself
 * (a script, a server, a request to it). Pure; `shell.ts` asks these after its
 * own runners. Each takes the program and its arguments as `programOf` gives
 * them, past env assignments and pass-through runners.
 */
import { printsALiteral } from './prints-literal.js'
import { pastFlags } from './runners.js'

/** Deploy tools whose first argument, when given, must be one of these to deploy. */
const DEPLOY_SUBCOMMANDS: Readonly<Record<string, readonly string[] | null>> = {
  fly: ['deploy'],
  flyctl: ['deploy'],
  netlify: ['deploy'],
  firebase: ['deploy'],
  wrangler: ['deploy', 'publish'],
  serverless: ['deploy'],
  sls: ['deploy'],
  cdk: ['deploy'],
  sam: ['deploy'],
  railway: ['up'],
  pulumi: ['up'],
  terraform: ['apply'],
  tofu: ['apply'],
  helm: ['upgrade', 'install'],
  kubectl: ['apply', 'rollout', 'set', 'create', 'replace'],
  heroku: ['deploy', 'container:release', 'releases:rollback'],
  twine: ['upload'],
  nuget: ['push'],
  gem: ['push'],
  dokku: ['deploy'],
  eb: ['deploy'],
  skaffold: ['run', 'deploy'],
  kamal: ['deploy'],
  deployctl: ['deploy'],
  // Deno's and JSR's registry: `deno publish`, `npx jsr publish` (`--dry-run` publishes nothing).
  deno: ['publish'],
  jsr: ['publish'],
  // PHP's Deployer (`dep deploy production`), Ruby's Mina and Elixir's gigalixir.
  dep: ['deploy'],
  mina: ['deploy'],
  gigalixir: ['deploy'],
  cap: null,
  // `vercel` alone deploys a preview; `vercel --prod` and `vercel deploy` too.
  vercel: null,
}

/** Git remotes that deploy on push (Heroku, Dokku, a production or staging remote). */
const DEPLOY_REMOTE = /^(heroku|dokku|production|prod|staging|deploy|live|release|fly)$/

/** A project script whose name says it deploys: `deploy`, `release`, `publish`, `ship`, `deploy:prod`. */
export const DEPLOY_SCRIPT = /^(deploy|release|publish|ship|rollout|promote)([:_-][\w:-]*)?$/

/** Flags that only plan, list or preview. */
const NOT_A_DEPLOY = /^(--dry-run(=.*)?|--dryrun|--plan|--diff|--help|-h|--version|--check)$/

/** Global flags of kubectl and helm that take a value: `kubectl -n staging rollout status`. */
const GLOBAL_VALUE_FLAGS = new Set(['-n', '--namespace', '--context', '--kube-context', '--kubeconfig', '--cluster', '--user', '-s', '--server'])

/** Tools whose global flags may stand before their command: `terraform -chdir=envs/prod apply`. */
const GLOBAL_FLAGS_FIRST = new Set(['terraform', 'tofu', 'kubectl', 'helm'])

/**
 * Whether a command applies a project's database migrations: `manage.py migrate`, `rails
 * db:migrate`, `alembic upgrade`, `prisma migrate deploy`, `php artisan migrate`, `mix
 * ecto.migrate`, `dotnet ef database update`, `flyway migrate`, `knex migrate:latest`, `goose up`,
 * `sqlx migrate run`, `diesel migration run`. Making one (`makemigrations`) applies nothing.
 */
export function isMigration(p: readonly string[]): boolean {
  const [prog = '', a = '', b = ''] = p
  const rest = p.slice(1)
  // Offline or only made: \`alembic upgrade --sql\` prints the SQL, \`prisma migrate dev --create-only\` writes the file.
  if (rest.some(w => w === '--sql' || w === '--create-only')) return false
  // \`npm run migrate\`, \`pnpm db:migrate\`, \`make migrate\`, \`just migrate-up\`: a project's task named for it.
  if (SCRIPT_HOSTS.has(prog)) return MIGRATE_TASK.test(a === 'run' || a === 'run-script' ? b : a)
  // \`./mvnw flyway:migrate\`, \`./gradlew flywayMigrate\`, \`mvn liquibase:update\`.
  if (/^(mvnw?|gradlew?)$/.test(prog)) return rest.some(w => /^(flyway:migrate|flywayMigrate|liquibase:update|update)$/.test(w))
  // \`psql app -f migrations/0031_idx.sql\`: a migration's SQL applied by hand.
  if (prog === 'psql' || prog === 'mysql' || prog === 'sqlite3') return rest.some((w, i) => (rest[i - 1] === '-f' || rest[i - 1] === '--file') && /migrat/i.test(w))
  if (/^python[0-9.]*$/.test(prog) && /(^|\/)manage\.py$/.test(a)) return b === 'migrate'
  if (prog === 'manage.py') return a === 'migrate'
  if (prog === 'rails' || prog === 'rake') return a === 'db:migrate' || a === 'db:rollback'
  if (prog === 'php' && /(^|\/)artisan$/.test(a)) return b === 'migrate' || b.startsWith('migrate:')
  if (prog === 'artisan') return a === 'migrate' || a.startsWith('migrate:')
  if (prog === 'alembic') return a === 'upgrade' || a === 'downgrade'
  if (prog === 'prisma') return (a === 'migrate' && (b === 'deploy' || b === 'dev')) || (a === 'db' && b === 'push')
  if (prog === 'mix') return a === 'ecto.migrate' || a === 'ecto.rollback'
  if (prog === 'dotnet') return a === 'ef' && b === 'database' && p[3] === 'update'
  if (prog === 'flyway' || prog === 'liquibase') return rest.includes('migrate') || rest.includes('update')
  if (prog === 'knex') return a.startsWith('migrate:')
  if (prog === 'sequelize') return a === 'db:migrate'
  if (prog === 'goose' || prog === 'dbmate' || prog === 'migrate') return rest.includes('up') || rest.includes('migrate')
  if (prog === 'sqlx' || prog === 'diesel') return (a === 'migrate' || a === 'migration') && b === 'run'
  return false
}

/** Programs that run a project's tasks by name. */
const SCRIPT_HOSTS: ReadonlySet<string> = new Set(['npm', 'pnpm', 'yarn', 'bun', 'make', 'just', 'task', 'composer'])

/** A task named for applying migrations: \`migrate\`, \`db:migrate\`, \`migrate:up\`, \`migrations:run\`; not \`migrate:status\` or \`make-migration\`. */
const MIGRATE_TASK = /^(db[:_-])?(migrate|migrations?)([:_-](up|latest|deploy|run|apply|all))?$/

/** Whether a command deploys, published or rolled something out. */
export function isDeploy(p: readonly string[]): boolean {
  const [prog = ''] = p
  const [a = '', b = ''] = p.slice(GLOBAL_FLAGS_FIRST.has(prog) ? pastFlags(p, 1, GLOBAL_VALUE_FLAGS) : 1)
  if (p.some(w => NOT_A_DEPLOY.test(w))) return false
  if (prog === 'vercel') return a === '' || a === 'deploy' || a.startsWith('-')
  if (prog === 'cap') return a !== '' && (b === 'deploy' || a === 'deploy')
  const subs = DEPLOY_SUBCOMMANDS[prog]
  if (subs !== undefined) {
    // `rollout status` waits for a rollout to finish and says whether it did.
    if (prog === 'kubectl' && a === 'rollout') return b === 'restart' || b === 'undo' || b === 'resume' || b === 'status'
    if (prog === 'kubectl' && a === 'set') return b === 'image'
    return subs === null || subs.includes(a)
  }
  if ((prog === 'npm' || prog === 'pnpm' || prog === 'yarn' || prog === 'bun') && a === 'publish') return true
  if ((prog === 'cargo' || prog === 'uv' || prog === 'poetry' || prog === 'hatch' || prog === 'flit') && a === 'publish') return true
  if (prog === 'docker' || prog === 'podman') return a === 'push' || (a === 'buildx' && p.includes('--push')) || (a === 'stack' && b === 'deploy')
  if (prog === 'gcloud') return p.includes('deploy')
  if (prog === 'az') return p.includes('deploy') || (p.includes('webapp') && p.includes('up'))
  if (prog === 'aws') return p.includes('deploy') || (a === 's3' && b === 'sync') || (a === 'ecs' && b === 'update-service')
  if (prog === 'gh') return a === 'release' && b === 'create'
  // `goreleaser release` publishes; `--snapshot` and `--skip=publish` build only.
  if (prog === 'goreleaser') return (a === 'release' || a === '') && !p.some(w => w === '--snapshot' || /^--skip(-|=)publish/.test(w))
  if (prog === 'git' && a === 'push') {
    const remote = p.slice(2).find(w => !w.startsWith('-')) ?? ''
    return DEPLOY_REMOTE.test(remote)
  }
  // A playbook run changes the hosts it names, whatever its name; `--check`, `-C` and `--syntax-check` change none.
  if (prog === 'ansible-playbook') return !p.some(w => w === '-C' || w === '--syntax-check' || w === '--list-tasks' || w === '--list-hosts')
  if (/^(deploy|release|publish)(\.sh)?$/.test(prog)) return true
  if ((prog === 'bash' || prog === 'sh') && /(^|\/)(deploy|release|publish)[\w-]*\.sh$/.test(a)) return true
  return false
}


const SCRIPT_FILE = /\.(py|js|mjs|cjs|ts|mts|rb|pl|php|sh)$/

/**
 * Whether a command runs the program or asks it something: a script, a
 * server, a request, a query. `python -c` and `node -e` print what they are
 * told, so they run no program; nor does a bare interpreter.
 */
/** An interpreter's flags that take a value: `node -r ts-node/register`, `python -W ignore`, `ruby -I lib`. */
const INTERPRETER_VALUE_FLAGS: ReadonlySet<string> = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader', '--conditions', '-C', '-W', '-X', '-I'])

/** The script an interpreter runs, past its own flags: `scripts/soak.js` of `node --expose-gc scripts/soak.js`. */
function scriptArg(p: readonly string[]): string {
  let i = 1
  while (i < p.length && (p[i] ?? '').startsWith('-') && p[i] !== '-') i += INTERPRETER_VALUE_FLAGS.has(p[i] ?? '') ? 2 : 1
  return p[i] ?? ''
}

/** Files no shell runs by their path: sources compiled or read by another program, configuration and data. */
const NOT_A_PROGRAM_FILE = /\.(tf|tfvars|hcl|ya?ml|json|toml|md|txt|ts|tsx|jsx|css|scss|html|go|rs|java|kt|c|h|cc|cpp|hpp|cs|ex|exs|sql|lock|xml|proto|ini|cfg|conf|csv|svg|png)$/i

export function isExecution(p: readonly string[], written: string): boolean {
  const [prog = '', a = '', b = ''] = p
  if (/^(curl|wget|http|https|xh|httpie|grpcurl|websocat)$/.test(prog)) return a !== '' && a !== '--help' && a !== '--version'
  // Inline code runs something unless all it does is print a literal: `python -c "print('ok')"` proves nothing.
  if (/^(python[0-9.]*|node|ruby)$/.test(prog) && (a === '-c' || a === '-e' || a === '--eval')) return b.trim() !== '' && !printsALiteral(b)
  if (/^(python[0-9.]*|ruby|perl|php|tsx|ts-node|bash|sh|zsh)$/.test(prog)) return SCRIPT_FILE.test(scriptArg(p)) || (/^python/.test(prog) && a === '-m' && b !== '')
  if (prog === 'node' || prog === 'bun') return SCRIPT_FILE.test(scriptArg(p)) || (prog === 'bun' && a === 'run' && b !== '')
  if (prog === 'deno') return a === 'run' && b !== ''
  if ((prog === 'go' || prog === 'cargo') && a === 'run') return true
  // `valgrind --leak-check=full ./build/tokenize in.txt`: the program, run under a memory checker.
  if (prog === 'valgrind') return a !== '' && a !== '--help' && a !== '--version'
  if ((prog === 'docker' || prog === 'podman') && (a === 'run' || a === 'exec' || (a === 'compose' && (b === 'up' || b === 'run' || b === 'exec')))) return true
  if (prog === 'docker-compose' && (a === 'up' || a === 'run' || a === 'exec')) return true
  if (/^(uvicorn|gunicorn|flask|rails|psql|sqlite3|mysql|redis-cli|mongosh|agent-browser|playwright-cli|grpc_cli)$/.test(prog)) return a !== '' && a !== '--help' && a !== '--version'
  if (prog === 'kubectl' && (a === 'exec' || a === 'port-forward' || a === 'logs' || a === 'get' || (a === 'rollout' && b === 'status'))) return true
  // `./run.sh`, `bin/repro`, `./target/debug/app`: the project's own program, by its path.
  // A source, config or data file by its name or path (`envs/prod/eks.tf`, `playwright.config.ts`) is no program: a
  // sentence names it, no shell runs it; written with `./`, it was run as one.
  const dataFile = NOT_A_PROGRAM_FILE.test(written) && !/^\.{0,2}\//.test(written)
  if (/^\.{0,2}\/|^[\w.-]+\/[\w./-]+$/.test(written) && !/^\/(usr|bin|sbin|opt|etc)\//.test(written) && !dataFile) return true
  if (SCRIPT_FILE.test(prog) && !dataFile) return true
  return false
}
