# rightsize_included_headers(<file> <out_var>): the headers <file> includes, as written between the
# quotes or angle brackets, in order. The door checks of core's libraries (core/CoreLibrary.cmake)
# and of ui's rooms (cmake/UiRoom.cmake) both judge these.
function(rightsize_included_headers file out)
  file(STRINGS ${file} _lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
  set(_headers)
  foreach(_line IN LISTS _lines)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]*)[>\"].*$" "\\1" _header "${_line}")
    list(APPEND _headers "${_header}")
  endforeach()
  set(${out} "${_headers}" PARENT_SCOPE)
endfunction()
