// `hupai serve`: the page of web/ and the batch answerer over HTTP (docs/CLI.md, "hupai serve").
#pragma once

namespace hupai::cli {

/// Runs `hupai serve [OPTIONS]` from the whole command line (argv[1] is "serve"): parses its
/// options, serves until SIGINT or SIGTERM, and returns the exit status (0 after a clean stop,
/// 2 for bad options or an address that cannot be bound).
int serve_main(int argc, char** argv);

}  // namespace hupai::cli
