#!/usr/bin/env bash
# Runs every test on a fresh or prepared machine: type checks, the layering lint, unit tests, webview tests in Chromium, then the
# real VS Code suites (integration in the extension host + UI end-to-end) on one code-server. Prints the totals.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
ensure_chromium
ensure_code_server
# The judge's real OpenAI-compatible server (15-30 minutes to build, once per machine).
ensure_llama_server

passed=0 failed=0
mkdir -p .tmp
# Adds a stage's counts, read from node:test's summary ("ℹ pass N") or the harness's "N passed, N failed".
count() {
  local log=$1 p f
  p=$(grep -aoE '^(ℹ pass [0-9]+|vscode: [0-9]+ passed)' "$log" | grep -oE '[0-9]+' | tail -1 || true)
  f=$(grep -aoE '^(ℹ fail [0-9]+|vscode: [0-9]+ passed, [0-9]+ failed)' "$log" | grep -oE '[0-9]+' | tail -1 || true)
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
}
stage() {
  local name=$1; shift
  echo "=== $name"
  local log=".tmp/test-$name.log" status=0
  "$@" 2>&1 | tee "$log" || status=$?
  count "$log"
  if [ "$status" -ne 0 ] && ! grep -qaE '^(ℹ fail [1-9]|vscode: [0-9]+ passed, [1-9])' "$log"; then
    echo "stage $name failed (exit $status)"; failed=$((failed + 1))
  fi
}

stage typecheck npm run --silent typecheck
# The layering rules (eslint.config.mjs; CONTRIBUTING.md, Layering): a violation fails the run.
stage lint bash -c 'npm run --silent lint || { echo "✘ lint failed: an import breaks the layering (rules and reasons in eslint.config.mjs), see above"; exit 1; }'
stage build node esbuild.mjs
# One llama-server for the whole run (CLI tests and the extension host read FINBENCH_LLAMA_URL); stopped on exit.
rm -f .tmp/llama-server.url
node out/scripts/serveLlama.js .tmp/llama-server.url > .tmp/llama-server.out 2>&1 &
llama_pid=$!
trap 'kill "$llama_pid" 2>/dev/null; wait "$llama_pid" 2>/dev/null || true' EXIT
until [ -s .tmp/llama-server.url ]; do
  kill -0 "$llama_pid" 2>/dev/null || { cat .tmp/llama-server.out; echo "llama-server did not start"; exit 1; }
  sleep 0.2
done
export FINBENCH_LLAMA_URL=$(cat .tmp/llama-server.url)
echo "=== llama-server at $FINBENCH_LLAMA_URL"
stage unit node --test --enable-source-maps 'out/test/unit/**/*.test.js'
if compgen -G 'out/test/webview/*.test.js' >/dev/null; then
  stage webview node --test --enable-source-maps --test-concurrency=1 'out/test/webview/**/*.test.js'
fi
stage vscode node --enable-source-maps out/test/runners/run.js

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
