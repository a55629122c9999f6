#!/usr/bin/env bash
# A bounded load test of `hupai serve` on loopback with wrk: single-hand requests, then bodies of
# 1,000 lines, each for a fixed time; the server's resident memory before, between and after;
# Markdown for BENCHMARKS.md on standard output. Fails if any answer is not a 200 with one line
# per body line, or if the server does not stop cleanly.
#
# Environment: HUPAI_BUILD_DIR (default build), HUPAI_LOAD_SECONDS (per run, default 10),
# HUPAI_LOAD_CONNECTIONS (single-hand runs, default 16), HUPAI_SERVE_JOBS (server threads,
# default 16).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=${HUPAI_BUILD_DIR:-build}
seconds=${HUPAI_LOAD_SECONDS:-10}
connections=${HUPAI_LOAD_CONNECTIONS:-16}
threads=${HUPAI_SERVE_JOBS:-16}
tmp=$(mktemp -d -t hupai-load.XXXXXX)
server=
cleanup() {
    if [[ -n $server ]] && kill -0 "$server" 2>/dev/null; then kill -TERM "$server"; fi
    rm -rf "$tmp"
}
trap cleanup EXIT

command -v wrk >/dev/null || { echo "serve_load: wrk is missing (scripts/setup.sh)" >&2; exit 1; }
cmake --build "$build" --target hupai_cli >/dev/null

# Bodies: one 14-tile hand; 1,000 random 13- and 14-tile hands as JSON objects (the default
# answer: win and shanten, or waits and shanten).
echo '{"hand": "123m456p78s1122z39p", "rules": "riichi"}' >"$tmp/single.jsonl"
python3 - "$tmp/thousand.jsonl" <<'PY'
import json, random, sys
r = random.Random(1)
names = [f"{k % 9 + 1}{'mpsz'[k // 9]}" for k in range(34)]
wall = [k for k in range(34) for _ in range(4)]
with open(sys.argv[1], "w") as f:
    for i in range(1000):
        hand = "".join(names[k] for k in sorted(r.sample(wall, 13 + i % 2)))
        f.write(json.dumps({"id": i, "hand": hand, "rules": "riichi"}) + "\n")
PY

"$build/hupai" serve --port 0 -j "$threads" >"$tmp/serve.out" &
server=$!
for _ in $(seq 50); do
    grep -q listening "$tmp/serve.out" 2>/dev/null && break
    sleep 0.1
done
port=$(grep -o '127\.0\.0\.1:[0-9]*' "$tmp/serve.out" | cut -d: -f2)
url="http://127.0.0.1:$port/api/batch"
rss() { awk '/^VmRSS:/ { printf "%.1f MB", $2 / 1024 }' "/proc/$server/status"; }

declare -A memory
memory[start]=$(rss)
failed=0
run() {  # name connections body
    HUPAI_BODY=$3 wrk -t 2 -c "$2" -d "${seconds}s" --latency -s bench/serve/post.lua "$url" \
        >"$tmp/$1.txt"
    memory[$1]=$(rss)
    local bad errors
    bad=$(sed -n 's/^bad_answers //p' "$tmp/$1.txt")
    errors=$(sed -n 's/^errors //p' "$tmp/$1.txt")
    if [[ $bad != 0 || $errors != 0 ]]; then
        echo "serve_load: $1: $bad bad answers, $errors socket errors" >&2
        failed=1
    fi
}
value() { sed -n "s/^$2 //p" "$tmp/$1.txt"; }
ms() { awk -v us="$(value "$1" "$2")" 'BEGIN { printf "%.2f", us / 1000 }'; }

run single "$connections" "$tmp/single.jsonl"
run thousand 4 "$tmp/thousand.jsonl"
run single_again "$connections" "$tmp/single.jsonl"
run thousand_again 4 "$tmp/thousand.jsonl"

kill -TERM "$server"
status=0
wait "$server" || status=$?
server=
[[ $status == 0 ]] || { echo "serve_load: hupai serve exited $status on SIGTERM" >&2; failed=1; }

echo "#### \`hupai serve\` under wrk on loopback (${seconds} s per run, $threads server threads)"
echo
echo "| body | connections | requests | requests/s | lines/s | p50 ms | p90 ms | p99 ms | p99.9 ms | max ms | bad answers |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for name in single thousand single_again thousand_again; do
    lines=1
    conns=$connections
    [[ $name == thousand* ]] && lines=1000 && conns=4
    rps=$(value "$name" rps)
    echo "| $([[ $name == thousand* ]] && echo '1,000 lines' || echo 'one hand') | $conns |" \
        "$(value "$name" requests) | $rps | $((rps * lines)) | $(ms "$name" p50_us) |" \
        "$(ms "$name" p90_us) | $(ms "$name" p99_us) | $(ms "$name" p99.9_us) |" \
        "$(ms "$name" max_us) | $(value "$name" bad_answers) |"
done
echo
echo "Server resident memory: ${memory[start]} at start, ${memory[single]} after the single-hand" \
    "run, ${memory[thousand]} after the 1,000-line run, ${memory[single_again]} and" \
    "${memory[thousand_again]} after the second pair; it stopped cleanly on SIGTERM (exit $status)."
exit "$failed"
