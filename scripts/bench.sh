#!/usr/bin/env bash
# Builds, then runs every benchmark under test/bench/ and prints their figures.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
ensure_chromium
ensure_code_server   # the editor-open bench runs in code-server
node esbuild.mjs
for bench in test/bench/*.mjs; do
  echo "=== $bench"
  node "$bench"
done
