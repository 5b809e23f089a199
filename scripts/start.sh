#!/usr/bin/env bash
# Installs everything a fresh machine lacks, builds and packages the extension, and starts code-server on
# 127.0.0.1 (PORT, default 8080) with the extension installed and the sample dataset open.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
ensure_code_server
node esbuild.mjs
mkdir -p .tmp
npx vsce package --no-dependencies --allow-missing-repository --skip-license --no-rewrite-relative-links -o .tmp/finbench-studio.vsix >&2
exec node out/scripts/serve.js "$PWD/.tmp/finbench-studio.vsix" "$PWD"
