# install(EXPORT …) so that a consumer's find_package(hupai) works (proved by examples/consumer).
include(GNUInstallDirs)
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

# pkg-config for C and other languages' build tools: `pkg-config --cflags --libs hupai`.
configure_file(${PROJECT_SOURCE_DIR}/cmake/hupai.pc.in ${PROJECT_BINARY_DIR}/hupai.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/hupai.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
