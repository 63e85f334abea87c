#!/usr/bin/env bash
# The script of action.yml (a composite action): maps the action's inputs, passed as PMC_ACTION_*
# variables, to pm-conformance's flags and PMC_* variables, and runs one conformance run. Tokens
# reach the CLI only through the environment, never on a command line. The CLI itself appends
# summary.md to $GITHUB_STEP_SUMMARY; the exit code is kept as an output and returned last, so the
# upload step (if: always()) still publishes the reports of a failing run.
set -uo pipefail

fail() {
  echo "pm-conformance action: $1" >&2
  exit 2
}

# A boolean input is true or false, nothing else: "yes" silently read as false would turn a gate off.
boolean() {
  case "$2" in
    true | false) ;;
    *) fail "$1 must be true or false, got \"$2\"" ;;
  esac
}

report_dir="${PMC_ACTION_REPORT_DIR:-pm-conformance-reports}"
require_headers="${PMC_ACTION_REQUIRE_DEPRECATION_HEADERS:-false}"
comment="${PMC_ACTION_COMMENT:-false}"
boolean require-deprecation-headers "$require_headers"
boolean comment "$comment"

args=(run --report-dir "$report_dir")
case "${PMC_ACTION_PROFILE:-default}" in
  default) ;;
  strict) args+=(--strict) ;;
  *) fail "profile must be default or strict, got \"${PMC_ACTION_PROFILE}\"" ;;
esac
[ -n "${PMC_ACTION_SEED:-}" ] && args+=(--seed "$PMC_ACTION_SEED")
[ -n "${PMC_ACTION_SHARD:-}" ] && args+=(--shard "$PMC_ACTION_SHARD")
[ -n "${PMC_ACTION_ACCEPT:-}" ] && args+=(--accept "$PMC_ACTION_ACCEPT")
[ -n "${PMC_ACTION_MIN_COVERAGE:-}" ] && args+=(--min-coverage "$PMC_ACTION_MIN_COVERAGE")
[ -n "${PMC_ACTION_CONFIG:-}" ] && args+=(--config "$PMC_ACTION_CONFIG")
[ "$require_headers" = "true" ] && args+=(--require-deprecation-headers)
if [ "$comment" = "true" ] && [ -z "${PMC_ACTION_GITHUB_TOKEN:-}" ]; then fail "comment: true needs github-token (a token allowed to write pull-request comments)"; fi

# Empty inputs are unset variables: the CLI then reads --config, or certifies the embedded server.
for name in BASE_URL TOKEN MEMBER_TOKEN OTHER_ORG_TOKEN OBSERVER_TOKEN MANAGER_TOKEN PROJECT_ID SECOND_PROJECT_ID TIMESHEET_ID PROJECT_TIMESHEET_ID; do
  variable="PMC_${name}"
  if [ -z "${!variable:-}" ]; then unset "$variable"; fi
done

# The package: empty runs the code of the action's own ref (the release tarball's build when the
# checkout carries it, else built from the checkout); anything else is an npm package spec, installed
# with `npx --package` (a registry spec, a tarball or a folder; a path is made absolute, so that npm
# never takes a relative one for a registry name and npx never takes it for a command).
package="${PMC_ACTION_PACKAGE:-}"
action_path="${GITHUB_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
if [ -z "$package" ]; then
  if [ ! -f "$action_path/dist/cli/main.js" ]; then
    echo "pm-conformance action: building the action's own ref in $action_path" >&2
    (cd "$action_path" && npm ci --no-audit --no-fund --ignore-scripts >&2 && npm run build >&2) || fail "could not build the action's own ref in $action_path"
  fi
  command=(node "$action_path/bin/pm-conformance.js")
else
  if [ -e "$package" ]; then package="$(cd "$(dirname "$package")" && pwd)/$(basename "$package")"; fi
  command=(npx --yes --package "$package" -- pm-conformance)
fi

"${command[@]}" "${args[@]}"
code=$?
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  {
    echo "exit-code=$code"
    echo "report-dir=$report_dir"
  } >>"$GITHUB_OUTPUT"
fi
if [ "$comment" = "true" ]; then
  # A comment that cannot be written is said on the log; the run's own exit status stands.
  node "$action_path/action/pr-comment.mjs" "$report_dir" "$code" || echo "pm-conformance action: the pull-request comment could not be written" >&2
fi
exit "$code"
