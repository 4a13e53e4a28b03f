# Sourced by the scripts that run their jobs side by side, as many at a time as the machine has
# cores.
#   start_job COMMAND...   runs COMMAND in the background, once a core is free for it
#   wait_jobs              waits for every job; fails when any of them failed

jobs_limit=$(nproc 2>/dev/null || echo 2)
jobs_running=()
jobs_failed=0

start_job() {
  if ((${#jobs_running[@]} >= jobs_limit)); then
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
