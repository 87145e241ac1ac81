cmake_minimum_required(VERSION 3.25)
# Runs the door check of ui/'s rooms (cmake/UiRoom.cmake) on one file written here, so that a test
# proves the check fails configure where it must: -DCASE=chart_includes_window (a chart reaching
# for the main window), wording_includes_widgets (the wording reaching for Qt Widgets) or
# chart_includes_wording (a room it uses, which passes).
include(${SOURCE_DIR}/cmake/UiRoom.cmake)
set(_file ${WORK_DIR}/ui_door_${CASE}.cpp)
if(CASE STREQUAL "chart_includes_window")
  file(WRITE ${_file} "#include \"ui/charts/chart_view.h\"\n#include \"ui/window/main_window.h\"\n")
  rightsize_ui_check_doors(charts "wording;widgets" FALSE ${_file})
elseif(CASE STREQUAL "wording_includes_widgets")
  file(WRITE ${_file} "#include <QString>\n#include <QWidget>\n")
  rightsize_ui_check_doors(wording "" TRUE ${_file})
elseif(CASE STREQUAL "chart_includes_wording")
  file(WRITE ${_file} "#include \"ui/wording/number_format.h\"\n#include <qcustomplot.h>\n")
  rightsize_ui_check_doors(charts "wording;widgets" FALSE ${_file})
else()
  message(FATAL_ERROR "no such case: ${CASE}")
endif()
message(STATUS "doors kept")
