#!/usr/bin/env bash
# One entry point for people and CI:
#   packaging/dev.sh run [ARGS...]   install what is missing, build, start the app
#   packaging/dev.sh test            install what is missing, build, run every test with CTest;
#                                    then the command line built without the window
#                                    (RIGHTSIZE_BUILD_GUI=OFF) with AddressSanitizer and
#                                    UndefinedBehaviorSanitizer (in build-asan-headless) and its
#                                    core, store, validation, fuzz, house and CLI suites under the
#                                    sanitizers (RIGHTSIZE_SANITIZER_TESTS=0: the same tree without
#                                    the sanitizers, in build-headless). The store tests (labels
#                                    store, postgres) start a throwaway PostgreSQL server from
#                                    /usr/lib/postgresql/15/bin in the build folder
#   packaging/dev.sh build           install what is missing and build
#   packaging/dev.sh bands           recompute the estimate ranges from the validation tables
#   packaging/dev.sh fuzz [TARGET] [SECONDS] [LIBFUZZER ARGS...]
#                                    fuzz one door of the program with libFuzzer (clang, in
#                                    build-fuzz) for SECONDS (default 600): TARGET is scenario (the
#                                    default: the scenario readers, the planner and the writers),
#                                    offers_csv, skypilot_csv, catalog_json, mlflow_run,
#                                    nvidia_smi_csv, trainer_json, hf_config or safetensors_index
#                                    (tests/fuzz/fuzz_TARGET.cpp). Seeds are tests/fuzz/corpus/TARGET,
#                                    new inputs go to build-fuzz/corpus/TARGET, inputs that break
#                                    the contract land in build-fuzz/artifacts/TARGET; later
#                                    LIBFUZZER ARGS win, e.g. -runs=10000000 -timeout=5
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-run}
shift || true

packaging/install-deps.sh
build_dir=${RIGHTSIZE_BUILD_DIR:-build}
# Paths below the checkout are hashed relative to it, so a compiler cache filled in one clone
# serves another (a fresh CI clone builds from what the developer's clone compiled).
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}
jobs=$(nproc 2>/dev/null || echo 2)

# configure DIR [CMAKE ARGS...]: once per build folder; later runs keep its cache.
configure() {
  local dir=$1
  shift
  if [[ ! -f $dir/CMakeCache.txt ]]; then
    # A compiler cache, when there is one, makes the second and third tree cheap: most of their
    # objects are the first tree's.
    local launcher=()
    if command -v ccache >/dev/null; then
      launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DRIGHTSIZE_WERROR=ON "${launcher[@]}" "$@" >/dev/null
  fi
}

case $what in
  run | build | test)
    configure "$build_dir"
    cmake --build "$build_dir" --parallel "$jobs"
    ;;
esac

case $what in
  run) exec "$build_dir/app/rightsize" "$@" ;;
  build) ;;
  test)
    # The speed figures (label bench) run only when asked for: ctest -L bench.
    selection=("$@")
    if [[ ${#selection[@]} -eq 0 ]]; then
      selection=(-LE bench)
    fi
    ctest --test-dir "$build_dir" --output-on-failure --parallel "$jobs" "${selection[@]}"
    # The second tree proves the direction core <- ui <- app: the command line builds and passes
    # its tests with Qt Core alone (no Widgets, no window, no PDF report). Built with the
    # sanitizers it also runs the suites below the window under them, where a finding stops the
    # program and fails the test that reached it; the window's suites run once, in the first tree.
    if [[ ${RIGHTSIZE_SANITIZER_TESTS:-1} != 0 ]]; then
      second_dir=${RIGHTSIZE_ASAN_BUILD_DIR:-build-asan-headless}
      configure "$second_dir" -DRIGHTSIZE_BUILD_GUI=OFF -DRIGHTSIZE_SANITIZE=address,undefined
    else
      second_dir=${RIGHTSIZE_HEADLESS_BUILD_DIR:-build-headless}
      configure "$second_dir" -DRIGHTSIZE_BUILD_GUI=OFF
    fi
    cmake --build "$second_dir" --parallel "$jobs"
    ctest --test-dir "$second_dir" --output-on-failure --parallel "$jobs" "${selection[@]}"
    ;;
  fuzz)
    target=scenario
    if [[ -n ${1:-} && ! ${1:-} =~ ^[0-9]+$ && ${1:-} != -* ]]; then
      target=${1#fuzz_}
      shift
    fi
    # A target is a file of tests/fuzz that defines one (the others hold the shared checks).
    if ! grep -qs '^RIGHTSIZE_FUZZ_TARGET' "tests/fuzz/fuzz_$target.cpp"; then
      echo "dev.sh fuzz: no target $target; the targets are:" \
        $(cd tests/fuzz && grep -l '^RIGHTSIZE_FUZZ_TARGET' fuzz_*.cpp | sed 's/^fuzz_//; s/\.cpp$//') >&2
      exit 2
    fi
    seconds=600
    if [[ ${1:-} =~ ^[0-9]+$ ]]; then
      seconds=$1
      shift
    fi
    fuzz_dir=${RIGHTSIZE_FUZZ_BUILD_DIR:-build-fuzz}
    if [[ ! -f $fuzz_dir/CMakeCache.txt ]]; then
      launcher=()
      if command -v ccache >/dev/null; then
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
      fi
      CC=clang-14 CXX=clang++-14 cmake -S . -B "$fuzz_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DRIGHTSIZE_FUZZ=ON -DRIGHTSIZE_BUILD_GUI=OFF -DRIGHTSIZE_BUILD_CLI=OFF -DRIGHTSIZE_BUILD_TESTS=OFF \
        "${launcher[@]}" >/dev/null
    fi
    cmake --build "$fuzz_dir" --target "fuzz_$target" --parallel "$jobs"
    mkdir -p "$fuzz_dir/corpus/$target" "$fuzz_dir/artifacts/$target"
    dict=()
    if [[ -f tests/fuzz/$target.dict ]]; then
      dict=(-dict="tests/fuzz/$target.dict")
    fi
    # The limits every input must keep: an answer within a second, at most 256 MB resident
    # (with a small ASan quarantine, so that freed memory held back does not count as use).
    # New inputs go to the first corpus folder; tests/fuzz/corpus/TARGET seeds it and stays as it is.
    export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=16}
    exec "$fuzz_dir/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=256 \
      "${dict[@]}" -artifact_prefix="$fuzz_dir/artifacts/$target/" -print_final_stats=1 \
      "$@" "$fuzz_dir/corpus/$target" "tests/fuzz/corpus/$target"
    ;;
  bands)
    # The ranges every estimate shows come from the published runs in tests/data; write them into
    # the catalog, then rebuild so the program carries them.
    configure "$build_dir"
    cmake --build "$build_dir" --parallel "$jobs"
    RIGHTSIZE_WRITE_BANDS="$PWD/resources/catalog/bands.json" QT_QPA_PLATFORM=offscreen \
      "$build_dir/tests/validation/test_validation" -o /dev/null,txt
    cmake --build "$build_dir" --parallel "$jobs"
    echo "wrote resources/catalog/bands.json"
    ;;
  *)
    echo "usage: packaging/dev.sh run|test|build|bands|fuzz [TARGET] [SECONDS]" >&2
    exit 2
    ;;
esac
