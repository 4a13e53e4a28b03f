# Sourced by the scripts that read the workspace's build rather than compiling the packages again:
# the one graph of ./Package.swift, as `make build` builds it. Defines
#   workspace_bin       the folder of its debug products
#   workspace_triple    the target triple they were built for
#   workspace_imports   the flags with which a tool imports its modules, Swift and C
# and fails, naming the command to run, when there is no build yet.

workspace_bin="$PWD/.build/debug"
if [[ ! -d $workspace_bin/Modules ]]; then
  echo "${0##*/}: no build of the workspace at $workspace_bin: run 'make build' first" >&2
  exit 1
fi
workspace_triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"
if [[ -z $workspace_triple ]]; then
  echo "${0##*/}: cannot read the target triple from 'swiftc -print-target-info'" >&2
  exit 70
fi
workspace_imports=(-I "$workspace_bin/Modules")
for map in "$workspace_bin"/*.build/module.modulemap; do
  [[ -f $map ]] && workspace_imports+=(-Xcc "-fmodule-map-file=$map")
done
unset map
