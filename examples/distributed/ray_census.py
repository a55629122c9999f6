"""Shanten of millions of random hands with Ray tasks over hupai's batch API.

The partitions of shanten_census.py as Ray tasks: task i deals its hands with
hupai.random_hands from a seed made of (seed, i) and judges them with one hupai.batch_shanten
call, so two integers go out and a histogram comes back through Ray's object store. The same
partitions run in one process give the same totals (the check the tests make).

    python examples/distributed/ray_census.py                         # a local Ray, 2 CPUs
    python examples/distributed/ray_census.py --address ray://HOST:10001

On a cluster every node needs hupai installed (the wheel of `scripts/python.sh wheel`, or
`pip install .` from a checkout); this directory travels to the workers as the job's
working_dir, so that they import shanten_census.
"""

from __future__ import annotations

import pathlib
import time

import numpy as np

from shanten_census import census_arguments, partition_histogram, report, sizes

HERE = pathlib.Path(__file__).resolve().parent


def start(address: str | None = None, cpus: int = 2) -> None:
    """ray.init: a local Ray of `cpus` CPUs, or the cluster at `address`, whose workers get
    this directory as their working_dir."""
    import ray

    local = {"num_cpus": cpus, "include_dashboard": False} if address is None else {}
    ray.init(address=address, runtime_env={"working_dir": str(HERE)}, **local)


def run_ray(hands: int, partitions: int, seed: int, rules: str) -> np.ndarray:
    """The census as one Ray task a partition, summed here."""
    import ray

    task = ray.remote(num_cpus=1)(partition_histogram)
    refs = [task.remote(i, n, seed, rules) for i, n in enumerate(sizes(hands, partitions))]
    return sum(ray.get(refs))


def main() -> None:
    parser = census_arguments(__doc__)
    parser.add_argument("--address", help="a running Ray cluster (default: start a local one)")
    parser.add_argument("--cpus", type=int, default=2, help="CPUs of the local Ray")
    args = parser.parse_args()

    import ray

    start(args.address, args.cpus)
    try:
        begin = time.perf_counter()
        totals = run_ray(args.hands, args.partitions, args.seed, args.rules)
        seconds = time.perf_counter() - begin
    finally:
        ray.shutdown()
    print(f"{args.hands:,} hands under {args.rules} in {seconds:.1f} s")
    print(report(totals))


if __name__ == "__main__":
    main()
