"""Shanten of hand texts in a Spark DataFrame, judged an Arrow batch at a time by hupai.

DataFrame.mapInPandas gives each Python worker the rows of its partitions as pandas frames, one
per Arrow record batch (--batch-rows rows). The worker reads a frame's texts with one
hupai.counts call, judges them with one hupai.batch_shanten call and sends back the frame's
histogram as rows (bin, hands); Spark sums them by bin. Bin b holds the hands of shanten b - 1
and the last bin the rows in error, among them lines that do not read as a hand: the layout of
shanten_census.py, whose histogram() judges each frame.

    python examples/distributed/spark_census.py                         # local[2], dealt hands
    python examples/distributed/spark_census.py --input 'hands/*.txt'   # one hand per line
    python examples/distributed/spark_census.py --master spark://HOST:7077 --input hdfs:///hands

Dealt hands (the default) are made here with hupai.random_hands and also judged in this process;
the two totals must agree (the check the tests make). On a cluster every worker needs hupai
installed (the wheel of `scripts/python.sh wheel`, or `pip install .` from a checkout); the
script ships itself and shanten_census.py to the workers with SparkContext.addPyFile.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import time
from collections.abc import Iterator

import numpy as np
import pandas as pd

import hupai
import shanten_census
from shanten_census import MAX_SHANTEN, histogram, report

BINS = MAX_SHANTEN + 3  # shanten -1 … MAX_SHANTEN, then rows in error


def read_counts(texts: list[str]) -> np.ndarray:
    """uint8[N, 34] counts of hand texts in one hupai.counts call. If some text is not a hand,
    the texts are read one by one and each bad one gives a row of zeros, which batch_shanten
    reports as an error."""
    try:
        return hupai.counts(texts)
    except hupai.HandError:
        out = np.zeros((len(texts), 34), dtype=np.uint8)
        for i, text in enumerate(texts):
            try:
                out[i] = hupai.Hand(text).counts
            except hupai.HandError:
                pass
        return out


def batch_histograms(frames: Iterator[pd.DataFrame], rules: str) -> Iterator[pd.DataFrame]:
    """For mapInPandas: the histogram of each frame's column `hand` as rows (bin, hands)."""
    for frame in frames:
        hist = histogram(read_counts(frame["hand"].tolist()), rules)
        bins = np.flatnonzero(hist)
        yield pd.DataFrame({"bin": bins.astype(np.int32), "hands": hist[bins].astype(np.int64)})


def census(hands, rules: str) -> np.ndarray:
    """The histogram of a DataFrame's column `hand` of texts, summed by Spark."""
    per_batch = hands.mapInPandas(functools.partial(batch_histograms, rules=rules),
                                  "bin int, hands long")
    totals = np.zeros(BINS, dtype=np.int64)
    for row in per_batch.groupBy("bin").sum("hands").collect():
        totals[row[0]] = row[1]
    return totals


def session(master: str, batch_rows: int):
    """A SparkSession with Arrow batches of `batch_rows` rows that can import this script and
    shanten_census.py on its workers. A local master runs its Python workers on this
    interpreter."""
    from pyspark.sql import SparkSession

    builder = (SparkSession.builder.appName("hupai shanten census").master(master)
               .config("spark.sql.execution.arrow.pyspark.enabled", "true")
               .config("spark.sql.execution.arrow.maxRecordsPerBatch", str(batch_rows))
               .config("spark.ui.enabled", "false"))
    if master.startswith("local"):
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = builder.getOrCreate()
    spark.sparkContext.addPyFile(shanten_census.__file__)
    spark.sparkContext.addPyFile(__file__)
    return spark


def dealt_hands(spark, n: int, seed: int, rules: str):
    """n hands dealt by hupai.random_hands as a DataFrame of texts, with their counts."""
    counts = hupai.random_hands(n, seed=seed, rules=rules)
    return spark.createDataFrame(pd.DataFrame({"hand": hupai.texts(counts)})), counts


def text_hands(spark, path: str):
    """A DataFrame of the hands in text files, one a line."""
    return spark.read.text(path).withColumnRenamed("value", "hand")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", help="text files of one hand a line (default: dealt hands)")
    parser.add_argument("--hands", type=int, default=1_000_000, help="hands to deal")
    parser.add_argument("--seed", type=int, default=20261124)
    parser.add_argument("--rules", default="riichi")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--batch-rows", type=int, default=10_000, help="rows of an Arrow batch")
    args = parser.parse_args()

    spark = session(args.master, args.batch_rows)
    try:
        if args.input:
            hands, counts = text_hands(spark, args.input), None
        else:
            hands, counts = dealt_hands(spark, args.hands, args.seed, args.rules)
        start = time.perf_counter()
        totals = census(hands, args.rules)
        seconds = time.perf_counter() - start
    finally:
        spark.stop()
    print(f"{int(totals.sum()):,} hands under {args.rules} in {seconds:.1f} s")
    print(report(totals))
    if counts is not None:
        same = np.array_equal(totals, histogram(counts, args.rules))
        print(f"  same as one process: {same}")
        sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
