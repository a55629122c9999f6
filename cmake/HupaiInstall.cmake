# install(EXPORT …) so that a consumer's find_package(hupai) works (proved by examples/consumer).
# Included when HUPAI_INSTALL is on (by default when hupai is the top-level project).
include(CMakePackageConfigHelpers)

install(TARGETS hupai EXPORT hupaiTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/hupai DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_BINARY_DIR}/include/hupai/version.hpp
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/hupai)
if(HUPAI_CLI)
  install(TARGETS hupai_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()

install(EXPORT hupaiTargets NAMESPACE hupai:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/hupai)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/hupaiConfig.cmake.in
  ${PROJECT_BINARY_DIR}/hupaiConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/hupai)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/hupaiConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/hupaiConfig.cmake ${PROJECT_BINARY_DIR}/hupaiConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/hupai)

# pkg-config for C and other languages' build tools: `pkg-config --cflags --libs hupai`. The
# prefix is found from the .pc file's own place, so `cmake --install --prefix DIR` works too.
file(RELATIVE_PATH HUPAI_PC_TO_PREFIX "/p/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/p")
string(REGEX REPLACE "/$" "" HUPAI_PC_TO_PREFIX "${HUPAI_PC_TO_PREFIX}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/hupai.pc.in ${PROJECT_BINARY_DIR}/hupai.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/hupai.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
