# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a source file of the project lacks its SPDX licence line in its first three lines: the
# code is GPL-3.0-or-later (LICENSE), and each file says so where a reader or a scanner meets it.
file(GLOB_RECURSE files RELATIVE ${ROOT}
     ${ROOT}/*.cpp ${ROOT}/*.hpp ${ROOT}/*.h ${ROOT}/*.sh ${ROOT}/*.py ${ROOT}/*.cmake ${ROOT}/CMakeLists.txt)
set(bad "")
set(count 0)
foreach(f ${files})
  # Build folders and git's own files are not the project's sources.
  if(f MATCHES "^(out|build|\\.git)/" OR f MATCHES "/CMakeFiles/")
    continue()
  endif()
  math(EXPR count "${count} + 1")
  file(STRINGS ${ROOT}/${f} head LIMIT_COUNT 3)
  if(NOT head MATCHES "SPDX-License-Identifier: GPL-3.0-or-later")
    list(APPEND bad ${f})
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "files without 'SPDX-License-Identifier: GPL-3.0-or-later' in their first lines:\n${bad}")
endif()
message(STATUS "${count} source files carry the licence line")
