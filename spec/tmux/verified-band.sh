#!/usr/bin/env bash
# A documented check, not part of `npm test`: a real interactive session of the
# pinned client under tmux, on the scripted model, shows the verified band above
# the prompt after the Stop gate sends an answer back.
#
#   spec/tmux/verified-band.sh          # exit 0 when the band showed; prints the screen
#
# The model writes src/a.js and answers "All tests pass." with no run; the gate
# sends it back, and the band "verified redid the last answer" must list the claim;
# the next prompt must clear it.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/verified-band-XXXXXX")
PROJ="$WORK/proj"
FAKE_HOME="$WORK/home"
SESSION="verified-band-$$"
mkdir -p "$PROJ" "$FAKE_HOME"
git -C "$PROJ" init -q
git -C "$PROJ" -c user.name=e -c user.email=e@e commit -q --allow-empty -m init

# A seeded HOME: onboarding done, the project trusted, the local key approved.
cat > "$FAKE_HOME/.claude.json" <<JSON
{ "hasCompletedOnboarding": true, "theme": "dark", "numStartups": 1,
  "customApiKeyResponses": { "approved": ["sk-ant-local"], "rejected": [] },
  "projects": { "$PROJ": { "hasTrustDialogAccepted": true, "hasCompletedProjectOnboarding": true } } }
JSON

cat > "$WORK/turns.json" <<JSON
[
  [{ "type": "tool_use", "id": "toolu_w1", "name": "Write", "input": { "file_path": "$PROJ/src/a.js", "content": "export const a = 1\n" } }],
  [{ "type": "text", "text": "Fixed the export. All tests pass." }]
]
JSON

"$ROOT/node_modules/.bin/tsx" "$ROOT/spec/tmux/scripted-server.mts" "$WORK/turns.json" "$WORK/url" &
SERVER=$!
cleanup() {
  tmux kill-session -t "$SESSION" 2>/dev/null || true
  kill "$SERVER" 2>/dev/null || true
  # The client may still be flushing its transcript as its pane closes: wait for it, then retry once.
  [ -n "${KEEP:-}" ] || rm -rf "$WORK" 2>/dev/null || { sleep 1; rm -rf "$WORK"; }
}
trap cleanup EXIT
for _ in $(seq 50); do [ -s "$WORK/url" ] && break; sleep 0.1; done

tmux new-session -d -s "$SESSION" -x 120 -y 40 -c "$PROJ" \
  env HOME="$FAKE_HOME" ANTHROPIC_BASE_URL="$(cat "$WORK/url")" ANTHROPIC_API_KEY=sk-ant-local \
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_AUTOUPDATER=1 \
  "$ROOT/node_modules/.bin/claude" --plugin-dir "$ROOT" --permission-mode acceptEdits

screen() { tmux capture-pane -p -t "$SESSION"; }
wait_for() {
  for _ in $(seq "${2:-150}"); do screen | grep -q "$1" && return 0; sleep 0.2; done
  return 1
}

wait_for '❯\|>' 100 || true
sleep 1
tmux send-keys -t "$SESSION" 'Fix the export.'
sleep 0.3
tmux send-keys -t "$SESSION" Enter

if wait_for 'verified redid the last answer' 150; then
  sleep 1
  screen
  screen | grep -q 'All tests pass' || { echo 'FAIL: the band does not list the claim' >&2; exit 1; }
  echo 'OK: the band showed above the prompt, listing the claim' >&2
  # The next prompt clears it.
  tmux send-keys -t "$SESSION" 'Thanks.'
  sleep 0.3
  tmux send-keys -t "$SESSION" Enter
  for _ in $(seq 100); do
    if ! screen | grep -q 'verified redid the last answer'; then echo 'OK: the next prompt cleared the band' >&2; exit 0; fi
    sleep 0.2
  done
  screen
  echo 'FAIL: the band stayed after the next prompt' >&2
  exit 1
fi
screen
echo 'FAIL: no band after 30 s' >&2
exit 1
