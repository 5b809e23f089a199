#!/usr/bin/env bash
# Builds, then runs every benchmark under test/bench/ and prints their figures.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
node esbuild.mjs
for bench in test/bench/*.mjs; do
  echo "=== $bench"
  node "$bench"
done
