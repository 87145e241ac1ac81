# Fails when a C++ source of core/, ui/, app/, tests/ or tools/ is not as .clang-format writes it,
# or when clang-format would not notice a badly formatted one (the check would be blind).
# -DFORMATTER=clang-format-14 -DSOURCE_DIR=<repository>
if(NOT FORMATTER OR NOT EXISTS "${FORMATTER}")
  message(FATAL_ERROR "clang-format-14 was not found when the build was configured; "
                      "packaging/install-deps.sh installs it")
endif()
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/format_probe.cpp "int  main( ){return 0;}\n")
execute_process(COMMAND ${FORMATTER} --dry-run --Werror --style=LLVM
                        ${CMAKE_CURRENT_BINARY_DIR}/format_probe.cpp
                RESULT_VARIABLE _probe OUTPUT_QUIET ERROR_QUIET)
if(_probe EQUAL 0)
  message(FATAL_ERROR "${FORMATTER} passed a badly formatted file: the check is blind")
endif()

set(_sources)
foreach(_top core ui app tests tools)
  file(GLOB_RECURSE _found ${SOURCE_DIR}/${_top}/*.cpp ${SOURCE_DIR}/${_top}/*.h)
  list(APPEND _sources ${_found})
endforeach()
# Test inputs are data, kept as their sources wrote them.
list(FILTER _sources EXCLUDE REGEX "/tests/(data|fuzz/corpus|fuzz/regressions)/")
list(LENGTH _sources _count)
if(_count LESS 300)
  message(FATAL_ERROR "only ${_count} sources found under ${SOURCE_DIR}")
endif()
execute_process(COMMAND ${FORMATTER} --dry-run --Werror ${_sources}
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE _rc ERROR_VARIABLE _errors)
if(NOT _rc EQUAL 0)
  string(REGEX MATCHALL "[^\n]*: error: code should be[^\n]*" _where "${_errors}")
  list(LENGTH _where _n)
  list(SUBLIST _where 0 20 _shown)
  string(REPLACE ";" "\n" _shown "${_shown}")
  message(FATAL_ERROR "${_n} places differ from .clang-format (run ${FORMATTER} -i on the file):\n${_shown}")
endif()
message(STATUS "${_count} sources as .clang-format writes them")
