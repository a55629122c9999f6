"""examples/distributed/spark_census.py on a local[2] SparkSession: the census of hand texts
judged an Arrow batch at a time by mapInPandas equals one hupai.batch_shanten call over the same
hands in this process, and lines that are not hands are rows in error."""

import numpy as np
import pandas as pd
import pytest
from conftest import load_example

pytest.importorskip("pyspark")
pytest.importorskip("pyarrow")

RULES = "riichi"


@pytest.fixture(scope="module")
def example():
    return load_example("spark_census")


@pytest.fixture(scope="module")
def spark(example):
    session = example.session("local[2]", batch_rows=7_000)
    yield session
    session.stop()


def test_batches_give_histogram_rows(example):
    """Without Spark: each frame gives its own rows (bin, hands); a bad text is an error row."""
    good = ["123m456p789s11122z", "123m456p789s1122z", "19m19p19s1234567z"]
    frames = [pd.DataFrame({"hand": good}), pd.DataFrame({"hand": ["not a hand", good[1]]})]
    rows = list(example.batch_histograms(iter(frames), rules=RULES))
    assert len(rows) == 2
    assert dict(zip(rows[0]["bin"], rows[0]["hands"])) == {0: 1, 1: 2}
    assert dict(zip(rows[1]["bin"], rows[1]["hands"])) == {1: 1, example.BINS - 1: 1}


def test_dealt_hands_match_one_process(example, spark):
    n, seed = 200_000, 20261129
    print(f"[seed] {seed}: {n} hands in Arrow batches of 7,000 rows")
    hands, counts = example.dealt_hands(spark, n, seed, RULES)
    totals = example.census(hands, RULES)
    np.testing.assert_array_equal(totals, example.histogram(counts, RULES))
    assert totals.sum() == n and totals[-1] == 0
    assert np.count_nonzero(totals) >= 5  # hands from complete to far from ready


def test_text_files_count_bad_lines_as_errors(example, spark, tmp_path):
    import hupai

    counts = hupai.random_hands(3_000, seed=5, rules=RULES)
    lines = hupai.texts(counts)
    lines[1000:1000] = ["not a hand", "123m456p789s11222z5z"]  # unreadable; 15 tiles
    (tmp_path / "a.txt").write_text("\n".join(lines[:1500]) + "\n")
    (tmp_path / "b.txt").write_text("\n".join(lines[1500:]) + "\n")
    totals = example.census(example.text_hands(spark, str(tmp_path)), RULES)  # every file
    expected = example.histogram(counts, RULES)
    expected[-1] += 2
    np.testing.assert_array_equal(totals, expected)
