#!/usr/bin/env bash
# Lays a case's fixture/ into the workspace the run starts in (the current directory).
# Run by `claude plugin eval --scaffold`, as each case's scaffold_script names it.
set -euo pipefail
cp -R "$(dirname "$0")/fixture/." .
git init -q && git add -A && git -c user.name=eval -c user.email=eval@example.invalid commit -qm fixture
