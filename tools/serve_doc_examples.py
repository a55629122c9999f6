#!/usr/bin/env python3
"""Runs every `curl … /api/batch` example of README.md, docs/CLI.md, docs/WEB.md and
`hupai serve --help` as written there, against `hupai serve` on loopback, with a body over
100 KB in place of the example's own (scripts/serve_load.sh).

  serve_doc_examples.py PORT HUPAI

The example's address (127.0.0.1:8080 or localhost:8080) becomes 127.0.0.1:PORT; its body
(the word after -d, --data or --data-binary, or what is piped into it) becomes 1,800 JSON lines
of about 108 KB. Every example must answer every line in order. Exits 1 otherwise.
"""

import json
import pathlib
import re
import shlex
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = ["README.md", "docs/CLI.md", "docs/WEB.md"]
LINES = 1800
DATA_OPTIONS = ("-d", "--data", "--data-binary", "--data-raw")


def body():
    return "".join(
        json.dumps({"id": i, "hand": "123m456p789s11122z", "rules": "riichi"}) + "\n"
        for i in range(LINES)
    )


def examples(hupai):
    found = []
    texts = [(name, (ROOT / name).read_text()) for name in DOCS]
    help_text = subprocess.run([hupai, "serve", "--help"], capture_output=True, text=True).stdout
    texts.append(("hupai serve --help", help_text))
    for name, text in texts:
        for line in text.splitlines():
            line = line.strip()
            if "curl " in line and "/api/batch" in line:
                found.append((name, re.sub(r"^\$ ", "", line)))
    return found


def run(example, port, data):
    command = re.sub(r"(127\.0\.0\.1|localhost):8080", f"127.0.0.1:{port}", example)
    stdin = None
    if "|" in command:  # `printf … | curl …`: the body comes on standard input
        command = command.split("|", 1)[1]
        stdin = data
    args = shlex.split(command)
    for i, a in enumerate(args[:-1]):
        if a in DATA_OPTIONS and args[i + 1] != "@-":
            args[i + 1] = data
    done = subprocess.run(args, input=stdin, capture_output=True, text=True, timeout=30)
    return done.returncode, done.stdout


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    port, hupai = int(argv[0]), argv[1]
    data = body()
    assert len(data) > 100_000
    failed = 0
    found = examples(hupai)
    if not found:
        print("serve_doc_examples: no curl example found", file=sys.stderr)
        return 1
    for name, example in found:
        status, out = run(example, port, data)
        answers = out.splitlines()
        ids = []
        for a in answers:
            try:
                ids.append(json.loads(a).get("id"))
            except ValueError:
                ids.append(None)
        ok = status == 0 and ids == list(range(LINES))
        print(f"{'ok' if ok else 'FAILED'} {name}: {example} ({len(data)} bytes, "
              f"{len(answers)} answers)")
        if not ok:
            failed = 1
            print(f"  curl exit {status}, first answer: {out[:200]!r}", file=sys.stderr)
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
