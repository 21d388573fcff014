# SPDX-License-Identifier: GPL-3.0-or-later
# Writes a gzipped manual page from a program's own --help and --version (help2man), so the page
# says what the program does. With WITH_SUBCOMMANDS, the --help of every subcommand that the
# program's --help lists becomes a section of its own.
#   cmake -DBINARY=... -DNAME=... -DSUMMARY=... -DINCLUDE=x.h2m -DOUTPUT=x.6.gz [-DWITH_SUBCOMMANDS=ON] -P manpage.cmake
cmake_minimum_required(VERSION 3.25)
find_program(HELP2MAN help2man REQUIRED)
find_program(GZIP gzip REQUIRED)

set(include_file ${INCLUDE})
if(WITH_SUBCOMMANDS)
  execute_process(COMMAND ${BINARY} --help OUTPUT_VARIABLE help COMMAND_ERROR_IS_FATAL ANY)
  string(REGEX REPLACE ".*\nSubcommands:\n" "" listed "${help}")
  string(REGEX MATCHALL "(^|\n)  [a-z][a-z-]*" names "${listed}")
  set(SUBCOMMANDS)
  foreach(name IN LISTS names)
    string(STRIP "${name}" name)
    list(APPEND SUBCOMMANDS ${name})
  endforeach()
  if(NOT SUBCOMMANDS)
    message(FATAL_ERROR "${NAME} --help lists no subcommands")
  endif()
  set(include_file ${OUTPUT}.h2m)
  file(READ ${INCLUDE} text)
  string(APPEND text "\n[COMMANDS]\n")
  foreach(command IN LISTS SUBCOMMANDS)
    execute_process(COMMAND ${BINARY} ${command} --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "${NAME} ${command} --help failed (${status})")
    endif()
    # The usage line names the binary by the path it was started with; the page names the program.
    string(REPLACE "${BINARY}" "${NAME}" help "${help}")
    # Backslashes and leading dots would be read as troff requests.
    string(REPLACE "\\" "\\e" help "${help}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
    string(APPEND text ".SS \"${NAME} ${command}\"\n.nf\n${help}.fi\n")
  endforeach()
  file(WRITE ${include_file} "${text}")
endif()

get_filename_component(page ${OUTPUT} NAME_WLE)
get_filename_component(dir ${OUTPUT} DIRECTORY)
# SOURCE_DATE_EPOCH keeps the page's date, and so the package, the same from build to build.
execute_process(COMMAND ${HELP2MAN} --no-info --section=6 --name=${SUMMARY} --include=${include_file}
                        --output=${dir}/${page} ${BINARY}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "help2man failed for ${NAME} (${status})")
endif()
execute_process(COMMAND ${GZIP} -9nf ${dir}/${page} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "gzip failed for ${page}")
endif()
