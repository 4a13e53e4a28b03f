# Sourced by the scripts that run their jobs two at a time, one a core of the machines this
# workspace is built on.
#   start_job COMMAND...   runs COMMAND in the background, once fewer than two jobs run
#   wait_jobs              waits for every job; fails when any of them failed

jobs_running=()
jobs_failed=0

start_job() {
  if ((${#jobs_running[@]} >= 2)); then
    wait "${jobs_running[0]}" || jobs_failed=1
    jobs_running=("${jobs_running[@]:1}")
  fi
  "$@" &
  jobs_running+=("$!")
}

wait_jobs() {
  local pid
  for pid in "${jobs_running[@]}"; do wait "$pid" || jobs_failed=1; done
  jobs_running=()
  return "$jobs_failed"
}
