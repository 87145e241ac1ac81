#!/usr/bin/env bash
# One entry point for people and CI:
#   packaging/dev.sh run [ARGS...]   install what is missing, build, start the app
#   packaging/dev.sh test            install what is missing, build, run every test with CTest
#   packaging/dev.sh build           install what is missing and build
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-run}
shift || true

packaging/install-deps.sh
build_dir=${RIGHTSIZE_BUILD_DIR:-build}
jobs=$(nproc 2>/dev/null || echo 2)
if [[ ! -f $build_dir/CMakeCache.txt ]]; then
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DRIGHTSIZE_WERROR=ON >/dev/null
fi
cmake --build "$build_dir" --parallel "$jobs"

case $what in
  run)   exec "$build_dir/app/rightsize" "$@" ;;
  test)  ctest --test-dir "$build_dir" --output-on-failure --parallel "$jobs" "$@" ;;
  build) ;;
  *) echo "usage: packaging/dev.sh run|test|build" >&2; exit 2 ;;
esac
