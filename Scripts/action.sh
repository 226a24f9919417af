#!/usr/bin/env bash
# The steps of the vipermap GitHub Action (action.yml), in one script that also runs on a laptop:
#
#   Scripts/action.sh install     Graphviz (and libxml2) when missing, then vipermap: the release archive on Linux
#                                 x86-64 runners, a build from the action's own sources elsewhere (macOS) or with
#                                 version `source`
#   Scripts/action.sh run         map, check, and on a pull request (or with a diff base) the navigation diff
#   Scripts/action.sh all         install, then run (what `make action-test` does)
#   Scripts/action.sh cache-key   the key of the cached .build folder for a build from source
#
# Inputs come as environment variables (action.yml sets them from its inputs):
#   INPUT_PATH (app folder, default .), INPUT_OUTPUT (default vipermap-out), INPUT_CONFIG (default
#   PATH/.vipermap.yml when it exists), INPUT_DIFF_BASE (default origin/$GITHUB_BASE_REF on a pull request),
#   INPUT_VERSION (a release such as 0.1.0; empty: the tag the action was used at, else the latest release;
#   `source`: build from the action's sources), INPUT_CHECK_ARGS (more arguments for `vipermap check`).
# Stand-ins for a run outside GitHub: VIPERMAP_BIN (a vipermap to use as it is) or VIPERMAP_ARCHIVE (a local
# release archive, checked against the .sha256 beside it, instead of the download).
# Exit code: run's is check's (0, or 1 on error-level findings) unless map or diff failed (their code).
set -euo pipefail

action_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runner_temp=${RUNNER_TEMP:-${TMPDIR:-/tmp}}
path=${INPUT_PATH:-.}
output=${INPUT_OUTPUT:-vipermap-out}
sudo=; if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then sudo=sudo; fi

say() { echo "vipermap action: $*" >&2; }
fail() { echo "::error title=vipermap action::$*" >&2; exit 2; }

# Appends NAME=VALUE to the step's outputs (GITHUB_OUTPUT), when there is one.
set_output() { if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "$1=$2" >> "$GITHUB_OUTPUT"; fi; }

has_lib() { { /sbin/ldconfig -p 2>/dev/null || ldconfig -p 2>/dev/null || true; } | grep -q "^[[:space:]]*$1 "; }

# source when the version says so or no release archive fits this runner.
install_mode() {
  if [ -n "${VIPERMAP_BIN:-}" ]; then echo given
  elif [ -n "${VIPERMAP_ARCHIVE:-}" ]; then echo archive
  elif [ "${INPUT_VERSION:-}" = source ] || [ "$(uname -s)" != Linux ] || [ "$(uname -m)" != x86_64 ]; then echo source
  else echo release
  fi
}

install_graphviz() {
  local mode=$1
  if [ "$(uname -s)" = Darwin ]; then
    if ! pkg-config --exists libgvc 2>/dev/null; then say "installing graphviz with Homebrew"; brew install graphviz pkg-config; fi
    return
  fi
  if [ "$mode" = source ]; then
    if pkg-config --exists libgvc 2>/dev/null && pkg-config --exists zlib 2>/dev/null; then return; fi
    packages="libgraphviz-dev zlib1g-dev libxml2 pkg-config"
  else
    if has_lib libgvc.so.6 && has_lib libxml2.so.2; then say "Graphviz and libxml2 are installed"; return; fi
    packages="libgvc6 libxml2"
  fi
  command -v apt-get >/dev/null 2>&1 || fail "Graphviz is missing and this runner has no apt-get; install Graphviz (libgvc) and libxml2 first"
  say "installing $packages with apt-get"
  $sudo apt-get update -qq
  # shellcheck disable=SC2086  # a list of package names
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $packages
}

# Unpacks the archive $1 (after checking it against $1.sha256 when that file exists) and prints bin/vipermap's path.
unpack() {
  local archive=$1 folder
  if [ -f "$archive.sha256" ]; then
    (cd "$(dirname "$archive")" && sha256sum --quiet -c "$(basename "$archive").sha256") || fail "$archive does not match its .sha256"
  fi
  folder=$runner_temp/vipermap-install
  rm -rf "$folder" && mkdir -p "$folder"
  tar -xzf "$archive" -C "$folder"
  local bin
  bin=$(echo "$folder"/vipermap-*/bin/vipermap)
  [ -x "$bin" ] || fail "$archive holds no vipermap-*/bin/vipermap"
  echo "$bin"
}

download_release() {
  # ACTION_REPOSITORY and ACTION_REF come from action.yml (github.action_repository, github.action_ref); a local
  # action (uses: ./) has neither, and downloads from the repository it runs in.
  local repo=${VIPERMAP_RELEASE_REPO:-${ACTION_REPOSITORY:-${GITHUB_ACTION_REPOSITORY:-}}} tag version=${INPUT_VERSION:-}
  local ref=${ACTION_REF:-${GITHUB_ACTION_REF:-}}
  [ -n "$repo" ] || repo=${GITHUB_REPOSITORY:-}
  [ -n "$repo" ] || fail "no repository to download vipermap from; set VIPERMAP_RELEASE_REPO or version: source"
  if [ -n "$version" ]; then tag=v${version#v}
  elif [[ $ref == v[0-9]* ]]; then tag=$ref
  else tag=$(gh release view --repo "$repo" --json tagName --jq .tagName) || fail "no release of $repo to download; use version: source"
  fi
  local folder=$runner_temp/vipermap-download
  rm -rf "$folder" && mkdir -p "$folder"
  say "downloading vipermap $tag from $repo"
  gh release download "$tag" --repo "$repo" --dir "$folder" --pattern 'vipermap-*-linux-x86_64.tar.gz*' \
    || fail "could not download vipermap $tag from $repo's releases"
  unpack "$(echo "$folder"/vipermap-*-linux-x86_64.tar.gz)"
}

build_from_source() {
  say "building vipermap from $action_root (release)"
  swift build -c release --product vipermap --package-path "$action_root" >&2
  echo "$action_root/.build/release/vipermap"
}

cmd_install() {
  local mode bin
  mode=$(install_mode)
  install_graphviz "$mode"
  case $mode in
    given) bin=$VIPERMAP_BIN ;;
    archive) bin=$(unpack "$VIPERMAP_ARCHIVE") ;;
    release) bin=$(download_release) ;;
    source) bin=$(build_from_source) ;;
  esac
  "$bin" --version >/dev/null || fail "$bin does not run"
  say "vipermap $("$bin" --version) at $bin"
  if [ -n "${GITHUB_PATH:-}" ]; then dirname "$bin" >> "$GITHUB_PATH"; fi
  set_output vipermap "$bin"
  VIPERMAP_BIN=$bin
}

cmd_run() {
  local vipermap=${VIPERMAP_BIN:-vipermap}
  command -v "$vipermap" >/dev/null 2>&1 || fail "vipermap is not installed: run '$0 install' first"
  [ -d "$path" ] || fail "path '$path' is not a folder: set the action's input path to your app's folder"
  mkdir -p "$output"

  echo "::group::vipermap $path"
  local status=0
  "$vipermap" "$path" --output "$output" || status=$?
  echo "::endgroup::"
  [ "$status" = 0 ] || { say "mapping $path failed (exit $status)"; exit "$status"; }
  set_output map "$output/map.json"
  set_output explorer "$output/index.html"

  local config=${INPUT_CONFIG:-}
  if [ -z "$config" ] && [ -f "$path/.vipermap.yml" ]; then config=$path/.vipermap.yml; fi
  # Each --reporter-output pairs with the --reporter at the same position: the two files first, github (the
  # annotations, on standard output) last.
  local check=(check "$output" --root "$path"
               --reporter sarif --reporter-output "$output/vipermap.sarif"
               --reporter markdown --reporter-output "$output/check.md" --reporter github)
  if [ -n "$config" ]; then check+=(--config "$config"); fi
  # INPUT_CHECK_ARGS is split on spaces: options such as --baseline FILE --snapshot FILE --strict.
  # shellcheck disable=SC2206
  if [ -n "${INPUT_CHECK_ARGS:-}" ]; then check+=(${INPUT_CHECK_ARGS}); fi
  local check_status=0
  "$vipermap" "${check[@]}" || check_status=$?
  set_output sarif "$output/vipermap.sarif"
  set_output check-status "$check_status"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -f "$output/check.md" ]; then cat "$output/check.md" >> "$GITHUB_STEP_SUMMARY"; fi
  if [ "$check_status" -gt 1 ]; then say "check failed (exit $check_status)"; exit "$check_status"; fi

  local base=${INPUT_DIFF_BASE:-}
  if [ -z "$base" ] && [ -n "${GITHUB_BASE_REF:-}" ]; then
    base=origin/$GITHUB_BASE_REF
    git rev-parse -q --verify "$base^{commit}" >/dev/null || git fetch -q --no-tags origin "$GITHUB_BASE_REF:refs/remotes/origin/$GITHUB_BASE_REF" || true
  fi
  if [ -n "$base" ]; then
    local diff_status=0
    "$vipermap" diff --git "$base" --repo "$path" --format markdown --output "$output/diff.md" || diff_status=$?
    [ "$diff_status" = 0 ] || { say "navigation diff against $base failed (exit $diff_status)"; exit "$diff_status"; }
    set_output diff "$output/diff.md"
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$output/diff.md" >> "$GITHUB_STEP_SUMMARY"; fi
    if [ -n "${PR_NUMBER:-}" ] && [ -n "${GH_TOKEN:-}" ]; then
      gh pr comment "$PR_NUMBER" --body-file "$output/diff.md" --edit-last 2>/dev/null \
        || gh pr comment "$PR_NUMBER" --body-file "$output/diff.md" \
        || echo "::warning title=vipermap action::could not comment on pull request $PR_NUMBER (does the job have pull-requests: write?)"
    fi
  fi
  exit "$check_status"
}

cmd_cache_key() {
  local key
  key=$(cd "$action_root" && find Package.swift Sources -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
  key="vipermap-build-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-$key"
  set_output key "$key"
  echo "$key"
}

case ${1:-} in
  install) cmd_install ;;
  run) cmd_run ;;
  all) cmd_install; cmd_run ;;
  cache-key) cmd_cache_key ;;
  *) echo "usage: $0 install|run|all|cache-key" >&2; exit 2 ;;
esac
