#!/usr/bin/env bash
# A bounded load test of `hupai serve` on loopback: with wrk, single-hand requests, then bodies of
# 1,000 lines, each for a fixed time; the curl examples of the docs with a 108 KB body; 1,000
# downloads of a 1.5 MB file, resident memory before and after (at most twice); slow-header,
# silent and slow-body clients (16, 100, 1,000 of each) while a health check and a one-hand POST
# must each be answered in under 1 s; then SIGTERM while 1,000 slow clients are connected, which
# must stop it within 5 s. Markdown for BENCHMARKS.md on standard output. Fails if any answer is
# wrong or late, memory grows past twice, or the server does not stop cleanly and in time.
#
# Environment: HUPAI_BUILD_DIR (default build), HUPAI_LOAD_SECONDS (per wrk run, default 10),
# HUPAI_LOAD_CONNECTIONS (single-hand runs, default 16), HUPAI_SERVE_JOBS (server threads,
# default 16), HUPAI_ADVERSARY_SECONDS (per slow-client run, default 6).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=${HUPAI_BUILD_DIR:-build}
seconds=${HUPAI_LOAD_SECONDS:-10}
connections=${HUPAI_LOAD_CONNECTIONS:-16}
threads=${HUPAI_SERVE_JOBS:-16}
adversary_seconds=${HUPAI_ADVERSARY_SECONDS:-6}
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

# The page: an index and a 1.5 MB file standing for the WebAssembly module.
mkdir "$tmp/web"
echo '<!doctype html><title>hupai</title>' >"$tmp/web/index.html"
head -c 1500000 /dev/urandom >"$tmp/web/hupai.wasm"

"$build/hupai" serve --port 0 -j "$threads" --web "$tmp/web" >"$tmp/serve.out" &
server=$!
for _ in $(seq 50); do
    grep -q listening "$tmp/serve.out" 2>/dev/null && break
    sleep 0.1
done
port=$(grep -o '127\.0\.0\.1:[0-9]*' "$tmp/serve.out" | cut -d: -f2)
url="http://127.0.0.1:$port/api/batch"
rss() { awk '/^VmRSS:/ { printf "%.1f MB", $2 / 1024 }' "/proc/$server/status"; }
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$server/status"; }

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

# The docs' curl examples as written, with a body over 100 KB.
python3 tools/serve_doc_examples.py "$port" "$build/hupai" >"$tmp/examples.txt" || failed=1

# 1,000 downloads of the 1.5 MB file from 8 clients: resident memory at most twice what it was.
files_before=$(rss_kb)
python3 tools/serve_adversary.py loads "$port" /hupai.wasm 1000 8 >"$tmp/loads.txt" || failed=1
files_after=$(rss_kb)
if ((files_after > 2 * files_before)); then
    echo "serve_load: memory grew from $files_before kB to $files_after kB over 1,000 downloads" >&2
    failed=1
fi

# Slow and silent clients, 16, 100 and 1,000 of each kind, while a well-behaved one probes.
: >"$tmp/adversary.txt"
for kind in slow-header silent slow-body; do
    for count in 16 100 1000; do
        python3 tools/serve_adversary.py clients "$port" "$kind" "$count" "$adversary_seconds" \
            --probe >>"$tmp/adversary.txt" || failed=1
    done
done

# SIGTERM with 1,000 slow-header clients connected: it must exit 0 within 5 s.
python3 tools/serve_adversary.py clients "$port" slow-header 1000 15 >/dev/null &
holders=$!
sleep 2
stop_start=$(date +%s%N)
kill -TERM "$server"
status=0
for _ in $(seq 200); do kill -0 "$server" 2>/dev/null || break; sleep 0.05; done
if kill -0 "$server" 2>/dev/null; then
    echo "serve_load: hupai serve still running 10 s after SIGTERM; killed" >&2
    kill -KILL "$server"
    failed=1
fi
wait "$server" || status=$?
stop_ms=$((($(date +%s%N) - stop_start) / 1000000))
server=
wait "$holders" || true
[[ $status == 0 ]] || { echo "serve_load: hupai serve exited $status on SIGTERM" >&2; failed=1; }
((stop_ms < 5000)) || { echo "serve_load: SIGTERM took $stop_ms ms" >&2; failed=1; }

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
    "${memory[thousand_again]} after the second pair;" \
    "$(awk -v a="$files_before" -v b="$files_after" \
        'BEGIN { printf "%.1f MB before and %.1f MB after", a / 1024, b / 1024 }') 1,000" \
    "downloads of a 1.5 MB file ($(cat "$tmp/loads.txt"))."
echo
echo "The docs' curl examples with a $(sed -n '1s/.*(\([0-9]*\) bytes.*/\1/p' "$tmp/examples.txt")-byte body:" \
    "$(grep -c '^ok ' "$tmp/examples.txt") of $(wc -l <"$tmp/examples.txt") answered every line."
echo
echo "#### Slow clients (${adversary_seconds} s each): a health check and a one-hand POST on new connections every 0.25 s"
echo
echo "| clients | count | probes | slowest ms | median ms | closed by the server |"
echo "|---|---|---|---|---|---|"
while read -r line; do
    field() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" <<<"$line"; }
    echo "| $(field kind) | $(field count) | $(field probes) | $(field max_ms) | $(field median_ms) |" \
        "$(field closed_by_server) |"
done <"$tmp/adversary.txt"
echo
echo "SIGTERM with 1,000 slow-header clients connected: exit $status after $stop_ms ms."
exit "$failed"
