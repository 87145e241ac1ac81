# rightsize_ui_room(<folder> [CORE_ONLY] [USES <rooms...>] [LIBS <targets...>])
# One static library, rightsize_ui_<folder>, of the files of ui/<folder>. It links the core and the
# libraries of the rooms it USES, and configure fails when one of its files includes a header of
# another room of ui/ or, for a CORE_ONLY room, a header of Qt beyond Qt Core
# (rightsize_ui_check_doors). Rooms may only use rooms declared before them, so the uses run one way.
include(${CMAKE_CURRENT_LIST_DIR}/IncludedHeaders.cmake)

function(rightsize_ui_room folder)
  cmake_parse_arguments(R "CORE_ONLY" "" "USES;LIBS" ${ARGN})
  file(GLOB _sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.cpp
       ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.h)
  rightsize_ui_check_doors(${folder} "${R_USES}" ${R_CORE_ONLY} ${_sources})
  set(_name rightsize_ui_${folder})
  add_library(${_name} STATIC ${_sources})
  set_target_properties(${_name} PROPERTIES AUTOMOC ON)
  target_include_directories(${_name} PUBLIC ${PROJECT_SOURCE_DIR})
  set(_uses)
  foreach(_room IN LISTS R_USES)
    if(NOT TARGET rightsize_ui_${_room})
      message(FATAL_ERROR "${_name} uses ui/${_room}, which is not declared before it")
    endif()
    list(APPEND _uses rightsize_ui_${_room})
  endforeach()
  target_link_libraries(${_name} PUBLIC rightsize_options rightsize_core ${_uses} ${R_LIBS})
endfunction()

# rightsize_ui_check_doors(<folder> <uses> <core_only> <files...>)
# Fails configure when a file of ui/<folder> includes "ui/<room>/..." for a room not in <uses>, a
# header directly in ui/, or (core_only true) a Qt header of Gui or Widgets. Separate from
# rightsize_ui_room so that tests/house can prove the check on files of its own.
function(rightsize_ui_check_doors folder uses core_only)
  foreach(_src IN LISTS ARGN)
    rightsize_included_headers(${_src} _headers)
    foreach(_header IN LISTS _headers)
      if(_header MATCHES "^ui/([A-Za-z0-9_]+)/[A-Za-z0-9_]+\\.h$")
        set(_room ${CMAKE_MATCH_1})
        if(NOT _room STREQUAL folder AND NOT _room IN_LIST uses)
          string(REPLACE ";" " " _said "${uses}")
          message(FATAL_ERROR "ui/${folder} may use ${_said}, not ui/${_room}: ${_src}: ${_header}")
        endif()
      elseif(_header MATCHES "^ui/")
        message(FATAL_ERROR "ui/${folder} includes ${_header}, which is in no room: ${_src}")
      endif()
      if(core_only AND _header MATCHES "^(Qt(Gui|Widgets|PrintSupport|Svg)/|Q(Color|Font|Widget|Painter|Pixmap|Icon|Image|Palette|Application|GuiApplication|Dialog|Label|Layout)|qcustomplot)")
        message(FATAL_ERROR "ui/${folder} must need Qt Core alone: ${_src}: ${_header}")
      endif()
    endforeach()
  endforeach()
endfunction()
