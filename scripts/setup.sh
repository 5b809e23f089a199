#!/usr/bin/env bash
# Sourced by start.sh, test.sh and bench.sh: the toolchain, then the project's own packages (npm ci when the
# lockfile changed since the last install).
# shellcheck source=toolchain.sh
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
ensure_project_packages() {
  local stamp=node_modules/.finbench-lock
  if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
    log "installing the project's npm packages (npm ci)"
    npm ci --no-audit --no-fund --loglevel=error >&2
    cp package-lock.json "$stamp"
  fi
}
ensure_project_packages
