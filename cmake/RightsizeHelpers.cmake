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

# Registers every tests/<folder>/test_*.cpp as its own test with the given labels and libraries.
function(rightsize_add_tests_in_folder)
  cmake_parse_arguments(F "" "" "LIBS;LABELS" ${ARGN})
  file(GLOB _tests CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/test_*.cpp)
  foreach(_src IN LISTS _tests)
    get_filename_component(_name ${_src} NAME_WE)
    rightsize_add_test(NAME ${_name} SOURCES ${_src} LIBS ${F_LIBS} LABELS ${F_LABELS})
  endforeach()
endfunction()
