#!/usr/bin/env python3
"""Turns Google Benchmark JSON, callgrind counts and start-up samples into Markdown tables.

    bench_report.py [RESULTS.json] [--callgrind COUNTS.tsv] [--startup STARTUP.tsv]

scripts/bench.sh prints them after the machine (scripts/machine_info.sh); BENCHMARKS.md takes
its current figures, per area, from such output.

ns per hand: 1e9 / items_per_second when the benchmark reports items (SetItemsProcessed), else
its CPU time per iteration. With --benchmark_repetitions the median is reported.

In-run comparisons: a benchmark may time its reference itself on the same hands and report the
counters `ref_ns` and `ratio` (or `speedup`), and `best_ns` (its fastest whole pass over the set,
the figure preemption on a shared machine inflates least); its label names the hand set. These
appear as extra columns.

Pairs: a benchmark whose name has the part `reference` (a '/' component, or a word of one between
'_') is a baseline; every benchmark whose name is the same with that part replaced by another name
(`fast`, `is_win`, ...) is compared with it, e.g. check_win/random/reference vs
check_win/random/fast, or win/reference/flush vs win/is_win/flush.

COUNTS.tsv (written by scripts/bench.sh): lines of `call<TAB>calls<TAB>instructions per call`.

STARTUP.tsv (scripts/bench.sh, from several fresh processes of bench/startup_driver.cpp): lines
of `table<TAB>name<TAB>bytes`, `first|again<TAB>call<TAB>ns`, `rss<TAB>max<TAB>KiB` and
`process<TAB>wall<TAB>ns`; the report gives medians over the processes.
"""

import argparse
import json
import re
import sys

UNIT_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
IMPLEMENTATION = re.compile(r"[A-Za-z][A-Za-z_]*")


def load_rows(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    benchmarks = data.get("benchmarks", [])
    medians = [b for b in benchmarks if b.get("aggregate_name") == "median"]
    chosen = medians if medians else [b for b in benchmarks if b.get("run_type") != "aggregate"]
    rows = []
    for b in chosen:
        name = b.get("run_name") or b["name"]
        if b.get("error_occurred"):
            rows.append({"name": name, "ns": None, "iterations": 0,
                         "error": b.get("error_message", "error")})
            continue
        if b.get("items_per_second"):
            ns = 1e9 / b["items_per_second"]
        else:
            ns = b["cpu_time"] * UNIT_NS.get(b.get("time_unit", "ns"), 1.0)
        rows.append({"name": name, "ns": ns, "iterations": b.get("iterations", 0), "error": None,
                     "label": b.get("label", ""), "best_ns": b.get("best_ns"),
                     "ref_ns": b.get("ref_ns"), "ratio": b.get("ratio", b.get("speedup"))})
    return data.get("context", {}), rows


def variants(name):
    """(part, key) for every part of the name: a whole '/' component or one '_' word of it,
    key being the name with that part replaced by '*'."""
    components = name.split("/")
    for i, component in enumerate(components):
        yield component, "/".join(components[:i] + ["*"] + components[i + 1:])
        words = component.split("_")
        if len(words) > 1:
            for j, word in enumerate(words):
                replaced = "_".join(words[:j] + ["*"] + words[j + 1:])
                yield word, "/".join(components[:i] + [replaced] + components[i + 1:])


def find_pairs(rows):
    """(reference row, other row) for each benchmark compared with a baseline."""
    rows = [row for row in rows if row["error"] is None]
    baselines = {}
    for row in rows:
        for part, key in variants(row["name"]):
            if part == "reference":
                baselines[key] = row
    pairs = []
    for row in rows:
        for part, key in variants(row["name"]):
            if part != "reference" and IMPLEMENTATION.fullmatch(part) and key in baselines:
                pairs.append((baselines[key], row))
                break
    return pairs


def format_ns(ns):
    if ns >= 100:
        return f"{ns:,.0f}"
    if ns >= 10:
        return f"{ns:.1f}"
    return f"{ns:.2f}"


def print_results(context, rows):
    print("### Google Benchmark")
    print()
    if context:
        cpus = context.get("num_cpus", "?")
        mhz = context.get("mhz_per_cpu", "?")
        build = context.get("library_build_type", "?")
        print(f"{cpus} CPUs at {mhz} MHz; run {context.get('date', '?')}; "
              f"the Google Benchmark library itself was built as {build}.")
        print()
    if not rows:
        print("No benchmark results.")
        print()
        return
    def optional_ns(value):
        return format_ns(value) if value is not None else ""

    print("| benchmark | hand set | ns per hand | fastest pass ns | reference ns, same run "
          "| speed-up | iterations |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for row in rows:
        if row["error"] is not None:
            print(f"| `{row['name']}` | | error: {row['error']} | | | | |")
            continue
        ratio = f"{row['ratio']:,.1f}×" if row["ratio"] is not None else ""
        print(f"| `{row['name']}` | {row['label']} | {format_ns(row['ns'])} | "
              f"{optional_ns(row['best_ns'])} | {optional_ns(row['ref_ns'])} | {ratio} | "
              f"{row['iterations']:,} |")
    print()
    pairs = find_pairs(rows)
    if pairs:
        print("### Reference vs fast path")
        print()
        print("| benchmark | reference ns | ns | speed-up |")
        print("|---|---:|---:|---:|")
        for base, row in pairs:
            ratio = base["ns"] / row["ns"] if row["ns"] > 0 else float("inf")
            print(f"| `{row['name']}` | {format_ns(base['ns'])} | {format_ns(row['ns'])} | "
                  f"{ratio:,.1f}× |")
        print()


def tsv_rows(path):
    """The lines of a three-column TSV file written by scripts/bench.sh, as 3-tuples."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) == 3:
                yield tuple(fields)


def print_callgrind(path):
    print("### Instructions per call (callgrind)")
    print()
    print("| call | calls | instructions per call |")
    print("|---|---:|---:|")
    for call, calls, per_call in tsv_rows(path):
        print(f"| `{call}` | {int(calls):,} | {int(per_call):,} |")
    print()


def median(values):
    values = sorted(values)
    n = len(values)
    return values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2


def print_startup(path):
    tables = {}
    samples = {}
    for kind, name, value in tsv_rows(path):
        if kind == "table":
            tables[name] = int(value)
        else:
            samples.setdefault((kind, name), []).append(float(value))
    runs = len(samples.get(("process", "wall"), []))
    print("### Start-up and table memory")
    print()
    print(f"Medians over {runs} fresh processes (`bench/startup_driver.cpp`).")
    print()
    print("| table | bytes |")
    print("|---|---:|")
    for name, size in tables.items():
        print(f"| `{name}` | {size:,} |")
    print(f"| all tables | {sum(tables.values()):,} |")
    print()
    print("| call | first call in a fresh process, µs | second call, µs |")
    print("|---|---:|---:|")
    calls = [name for kind, name in samples if kind == "first"]
    for call in calls:
        first = median(samples[("first", call)]) / 1e3
        again = median(samples.get(("again", call), [0.0])) / 1e3
        print(f"| `{call}` | {first:,.1f} | {again:,.2f} |")
    print()
    if runs:
        wall = median(samples[("process", "wall")]) / 1e6
        rss = median(samples.get(("rss", "max"), [0.0])) / 1024
        print(f"A whole process (exec, every call once, exit): {wall:,.1f} ms wall; peak resident "
              f"memory {rss:,.1f} MiB.")
        print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", nargs="?", help="Google Benchmark JSON output")
    parser.add_argument("--callgrind", help="TSV of instruction counts per call")
    parser.add_argument("--startup", help="TSV of start-up samples (scripts/bench.sh)")
    args = parser.parse_args()
    if not args.results and not args.callgrind and not args.startup:
        parser.error("give a results file, --callgrind, --startup, or several")
    if args.results:
        context, rows = load_rows(args.results)
        print_results(context, rows)
    if args.callgrind:
        print_callgrind(args.callgrind)
    if args.startup:
        print_startup(args.startup)
    return 0


if __name__ == "__main__":
    sys.exit(main())
