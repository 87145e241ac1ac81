# rightsize_add_test(NAME <name> SOURCES <files...> LIBS <targets...> LABELS <labels...>)
# Builds one Qt Test executable and registers it with CTest. Every test sees the folder of
# checked-in test data through RIGHTSIZE_TEST_DATA_DIR and runs headless.
function(rightsize_add_test)
  cmake_parse_arguments(T "" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${T_NAME} ${T_SOURCES})
  set_target_properties(${T_NAME} PROPERTIES AUTOMOC ON)
  target_link_libraries(${T_NAME} PRIVATE rightsize_options Qt6::Test ${T_LIBS})
  target_compile_definitions(${T_NAME} PRIVATE
    RIGHTSIZE_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data"
    RIGHTSIZE_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  add_test(NAME ${T_NAME} COMMAND ${T_NAME})
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 300)
  endif()
  set(_env "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=qt.qpa.*=false;LC_ALL=C.UTF-8")
  if(RIGHTSIZE_SANITIZE)
    # Programs the tests start (the command line) inherit these too.
    list(APPEND _env "ASAN_OPTIONS=${RIGHTSIZE_ASAN_OPTIONS}"
         "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
  endif()
  set_tests_properties(${T_NAME} PROPERTIES
    LABELS "${T_LABELS}"
    TIMEOUT ${T_TIMEOUT}
    ENVIRONMENT "${_env}")
endfunction()

# rightsize_add_python_test(NAME <name> SCRIPT <file.py> LABELS <labels...>)
# Registers a Python unittest script the way rightsize_add_test registers a Qt Test: same
# environment, labels and time limit. The interpreter is Debian's (/usr/bin/python3), the one its
# python3-torch installs into, ahead of any other on PATH. A script that exits 77 was skipped.
function(rightsize_add_python_test)
  cmake_parse_arguments(T "" "NAME;SCRIPT;TIMEOUT" "LABELS" ${ARGN})
  find_program(RIGHTSIZE_PYTHON3 NAMES python3 HINTS /usr/bin)
  if(NOT RIGHTSIZE_PYTHON3)
    message(STATUS "python3 not found: ${T_NAME} is not registered")
    return()
  endif()
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 300)
  endif()
  add_test(NAME ${T_NAME} COMMAND ${RIGHTSIZE_PYTHON3} ${T_SCRIPT})
  set_tests_properties(${T_NAME} PROPERTIES
    LABELS "${T_LABELS}"
    TIMEOUT ${T_TIMEOUT}
    SKIP_RETURN_CODE 77
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LC_ALL=C.UTF-8;PYTHONDONTWRITEBYTECODE=1")
endfunction()

# Registers every tests/<folder>/test_*.cpp as its own test with the given labels and libraries;
# with FOLDERS, the test_*.cpp of those sub-folders instead (tests/gui has one per room of ui/).
function(rightsize_add_tests_in_folder)
  cmake_parse_arguments(F "" "" "LIBS;LABELS;FOLDERS" ${ARGN})
  set(_patterns ${CMAKE_CURRENT_SOURCE_DIR}/test_*.cpp)
  if(F_FOLDERS)
    list(TRANSFORM F_FOLDERS PREPEND ${CMAKE_CURRENT_SOURCE_DIR}/ OUTPUT_VARIABLE _patterns)
    list(TRANSFORM _patterns APPEND /test_*.cpp)
  endif()
  file(GLOB _tests CONFIGURE_DEPENDS ${_patterns})
  foreach(_src IN LISTS _tests)
    get_filename_component(_name ${_src} NAME_WE)
    rightsize_add_test(NAME ${_name} SOURCES ${_src} LIBS ${F_LIBS} LABELS ${F_LABELS})
  endforeach()
endfunction()
