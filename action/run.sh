#!/usr/bin/env bash
# The script of action.yml (a composite action): maps the action's inputs, passed as PMC_ACTION_*
# variables, to pm-conformance's flags and PMC_* variables, and runs one conformance run. Tokens
# reach the CLI only through the environment, never on a command line. The CLI itself appends
# summary.md to $GITHUB_STEP_SUMMARY; the exit code is kept as an output and returned last, so the
# upload step (if: always()) still publishes the reports of a failing run.
set -uo pipefail

args=(run --report-dir "${PMC_ACTION_REPORT_DIR:-pm-conformance-reports}")
case "${PMC_ACTION_PROFILE:-default}" in
  default) ;;
  strict) args+=(--strict) ;;
  *) echo "pm-conformance action: profile must be default or strict, got \"${PMC_ACTION_PROFILE}\"" >&2; exit 2 ;;
esac
[ -n "${PMC_ACTION_SEED:-}" ] && args+=(--seed "$PMC_ACTION_SEED")
[ -n "${PMC_ACTION_ACCEPT:-}" ] && args+=(--accept "$PMC_ACTION_ACCEPT")
[ -n "${PMC_ACTION_MIN_COVERAGE:-}" ] && args+=(--min-coverage "$PMC_ACTION_MIN_COVERAGE")
[ -n "${PMC_ACTION_CONFIG:-}" ] && args+=(--config "$PMC_ACTION_CONFIG")
[ "${PMC_ACTION_REQUIRE_DEPRECATION_HEADERS:-false}" = "true" ] && args+=(--require-deprecation-headers)

# Empty inputs are unset variables: the CLI then reads --config, or certifies the embedded server.
for name in BASE_URL TOKEN MEMBER_TOKEN OTHER_ORG_TOKEN OBSERVER_TOKEN MANAGER_TOKEN PROJECT_ID SECOND_PROJECT_ID TIMESHEET_ID PROJECT_TIMESHEET_ID; do
  variable="PMC_${name}"
  if [ -z "${!variable:-}" ]; then unset "$variable"; fi
done

npx --yes "${PMC_ACTION_PACKAGE:-pm-conformance}" "${args[@]}"
code=$?
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  {
    echo "exit-code=$code"
    echo "report-dir=${PMC_ACTION_REPORT_DIR:-pm-conformance-reports}"
  } >>"$GITHUB_OUTPUT"
fi
exit "$code"
