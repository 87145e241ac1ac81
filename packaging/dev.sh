#!/usr/bin/env bash
# One entry point for people and CI:
#   packaging/dev.sh run [ARGS...]   install what is missing, build, start the app
#   packaging/dev.sh test            install what is missing, build, run every test with CTest
#   packaging/dev.sh build           install what is missing and build
#   packaging/dev.sh bands           recompute the estimate ranges from the validation tables
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
  bands)
    # The ranges every estimate shows come from the published runs in tests/data; write them into
    # the catalog, then rebuild so the program carries them.
    RIGHTSIZE_WRITE_BANDS="$PWD/resources/catalog/bands.json" QT_QPA_PLATFORM=offscreen \
      "$build_dir/tests/validation/test_validation" -o /dev/null,txt
    cmake --build "$build_dir" --parallel "$jobs"
    echo "wrote resources/catalog/bands.json" ;;
  *) echo "usage: packaging/dev.sh run|test|build|bands" >&2; exit 2 ;;
esac
