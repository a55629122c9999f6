"""Shanten of millions of random hands on a Dask cluster, with hupai's batch API on each worker.

The hands are made where they are judged: partition i deals its hands with hupai.random_hands
from a seed made of (seed, i), so nothing but two integers travels to a worker and a histogram
comes back. The same partitions run in one process (--single) give the same totals: the check
the tests make.

    python examples/distributed/shanten_census.py                  # a LocalCluster, 2 workers
    python examples/distributed/shanten_census.py --single         # no cluster
    python examples/distributed/shanten_census.py --scheduler tcp://scheduler:8786

On a real cluster every worker needs this repository's package installed (`pip install .` from
a checkout, or a wheel built once with `pip wheel .`; no package index serves it);
the script ships itself to the workers with Client.upload_file.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import hupai

MAX_SHANTEN = 8  # 14 concealed tiles are at most 6 from ready; the histogram keeps room


def partition_seed(seed: int, index: int) -> int:
    """The seed of partition `index`: a stream of its own for each (seed, index)."""
    return int(np.random.SeedSequence([seed, index]).generate_state(1, np.uint64)[0] >> 1)


def random_counts(seed: int, index: int, n: int, tiles: int = 14,
                  rules: str = "riichi") -> np.ndarray:
    """n hands of `tiles` tiles as uint8[n, 34] counts, dealt from the rules' wall by
    hupai.random_hands from (seed, index).

    Each hand is `tiles` distinct tiles of the wall (136 tiles under riichi), every set of
    positions equally likely, as a table deals. Drawing kinds instead and rejecting fifth copies
    is not the same distribution: it makes pairs and triplets far more common than a real deal
    does.
    """
    return hupai.random_hands(n, tiles, seed=partition_seed(seed, index), rules=rules)


def histogram(counts: np.ndarray, rules: str) -> np.ndarray:
    """Hands of shanten -1 … MAX_SHANTEN among uint8[N, 34] counts (one hupai.batch_shanten
    call), then the count of rows in error."""
    shanten, status = hupai.batch_shanten(counts, rules=rules)
    ok = status == 0
    hist = np.bincount(shanten[ok].astype(np.int64) + 1, minlength=MAX_SHANTEN + 2)
    return np.append(hist, np.count_nonzero(~ok))


def partition_histogram(index: int, n: int, seed: int, rules: str) -> np.ndarray:
    """Hands of shanten -1 … MAX_SHANTEN in one partition, then the count of rows in error."""
    return histogram(random_counts(seed, index, n, rules=rules), rules)


def sizes(hands: int, partitions: int) -> list[int]:
    base, extra = divmod(hands, partitions)
    return [base + (i < extra) for i in range(partitions)]


def run_single(hands: int, partitions: int, seed: int, rules: str) -> np.ndarray:
    """The whole census in this process, partition after partition."""
    return sum(partition_histogram(i, n, seed, rules) for i, n in enumerate(sizes(hands, partitions)))


def run_dask(client, hands: int, partitions: int, seed: int, rules: str) -> np.ndarray:
    """The census mapped over the workers of a dask.distributed Client, summed on a worker."""
    client.upload_file(__file__)  # workers import this module by name
    counts = sizes(hands, partitions)
    futures = client.map(partition_histogram, range(partitions), counts, [seed] * partitions,
                         [rules] * partitions, pure=False)
    return client.submit(sum, futures).result()


def report(totals: np.ndarray) -> str:
    rows = [f"  shanten {s:2d}: {int(c):>12,}" for s, c in zip(range(-1, MAX_SHANTEN + 1), totals)
            if c]
    return "\n".join(rows + [f"  rows in error: {int(totals[-1]):,}"])


def census_arguments(doc: str) -> argparse.ArgumentParser:
    """The options of a census of random partitions; the description is doc's first paragraph."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=10_000_000)
    parser.add_argument("--partitions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=20261124)
    parser.add_argument("--rules", default="riichi")
    return parser


def main() -> None:
    parser = census_arguments(__doc__)
    parser.add_argument("--scheduler", help="address of a running scheduler (default: a LocalCluster)")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster workers")
    parser.add_argument("--single", action="store_true", help="run in this process, no Dask")
    args = parser.parse_args()

    start = time.perf_counter()
    if args.single:
        totals = run_single(args.hands, args.partitions, args.seed, args.rules)
    else:
        from dask.distributed import Client, LocalCluster

        if args.scheduler:
            with Client(args.scheduler) as client:
                totals = run_dask(client, args.hands, args.partitions, args.seed, args.rules)
        else:
            with LocalCluster(n_workers=args.workers, threads_per_worker=1) as cluster, \
                    Client(cluster) as client:
                totals = run_dask(client, args.hands, args.partitions, args.seed, args.rules)
    seconds = time.perf_counter() - start
    print(f"{args.hands:,} hands under {args.rules} in {seconds:.1f} s")
    print(report(totals))


if __name__ == "__main__":
    main()
