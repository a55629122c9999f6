#!/usr/bin/env python3
"""Bounded adversarial clients for `hupai serve` on loopback (scripts/serve_load.sh).

  serve_adversary.py clients PORT KIND COUNT SECONDS [--probe]
      Holds COUNT connections of one KIND for SECONDS, opening a new one whenever the server
      closes one:
        slow-header  a request line, then one header line every 2 s, never the blank line
        silent       connects and sends nothing
        slow-body    a whole head announcing 100,000 bytes, then 10 bytes every 2 s
      With --probe, a well-behaved client (a process of its own) meanwhile asks GET /api/health and POSTs one hand on a
      new connection every 0.25 s (from 1 s in) and must be answered in under 1 s each time.
      Prints one line: kind, count, probes, the slowest and median answers in ms, connections
      the server closed; exits 1 if a probe failed or took 1 s or more.

  serve_adversary.py loads PORT PATH COUNT THREADS
      GETs PATH COUNT times from THREADS threads on kept-alive connections; exits 1 unless every
      answer is a 200 of the same length.

Loopback only, standard library only, fixed counts and durations: it always stops by itself.
"""

import http.client
import multiprocessing
import resource
import selectors
import socket
import statistics
import sys
import threading
import time

HOST = "127.0.0.1"
INTERVAL = 2.0  # seconds between a slow client's pieces
HAND = b'{"hand": "123m456p78s1122z39p", "rules": "riichi"}\n'


def raise_fd_limit(need):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = min(hard, max(soft, need))
    if want > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    if want < need:
        sys.exit(f"serve_adversary: {need} descriptors needed, the limit is {hard}")


class Adversary:
    """COUNT connections of one kind, each sending its next piece every INTERVAL seconds."""

    def __init__(self, port, kind, count):
        self.port, self.kind, self.count = port, kind, count
        self.sel = selectors.DefaultSelector()
        self.next_send = {}  # socket -> time of its next piece
        self.pieces = {}  # socket -> pieces sent after the first
        self.closed_by_server = 0
        self.refused = False

    def first_piece(self):
        if self.kind == "slow-header":
            return b"POST /api/batch HTTP/1.1\r\nHost: x\r\n"
        if self.kind == "slow-body":
            return b"POST /api/batch HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n123m"
        return b""

    def next_piece(self, n):
        if self.kind == "slow-header":
            return b"X-Slow-%d: 1\r\n" % n
        if self.kind == "slow-body":
            return b"456p789s1\n"
        return b""

    def open_one(self):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.settimeout(2)
        try:
            s.connect((HOST, self.port))
            piece = self.first_piece()
            if piece:
                s.sendall(piece)
        except OSError:
            s.close()
            self.refused = True
            return
        s.setblocking(False)
        self.sel.register(s, selectors.EVENT_READ)
        self.next_send[s] = time.monotonic() + INTERVAL
        self.pieces[s] = 0

    def drop(self, s):
        self.sel.unregister(s)
        del self.next_send[s]
        del self.pieces[s]
        s.close()

    def run(self, seconds, started=None):
        end = time.monotonic() + seconds
        while len(self.next_send) < self.count and not self.refused:
            self.open_one()
        if started is not None:
            started.set()
        while time.monotonic() < end and not self.refused:
            for key, _ in self.sel.select(timeout=0.05):
                s = key.fileobj
                try:
                    data = s.recv(65536)
                except OSError:
                    data = b""
                if not data:  # closed by the server (an error answer, if any, came first)
                    self.closed_by_server += 1
                    self.drop(s)
            now = time.monotonic()
            for s, due in list(self.next_send.items()):
                if due <= now:
                    self.pieces[s] += 1
                    piece = self.next_piece(self.pieces[s])
                    try:
                        if piece:
                            s.send(piece)
                        self.next_send[s] = now + INTERVAL
                    except OSError:
                        self.closed_by_server += 1
                        self.drop(s)
            while len(self.next_send) < self.count and not self.refused:
                self.open_one()
        for s in list(self.next_send):
            self.drop(s)


def probe(port, times, failures, stop):
    """Health checks and one-hand POSTs on new connections until `stop`."""
    while not stop.is_set():
        for method, path, body in (("GET", "/api/health", None), ("POST", "/api/batch", HAND)):
            start = time.monotonic()
            try:
                c = http.client.HTTPConnection(HOST, port, timeout=5)
                c.request(method, path, body=body)
                r = c.getresponse()
                answer = r.read()
                c.close()
                ok = r.status == 200 and answer.count(b"\n") == 1
            except OSError as e:
                ok, answer = False, str(e).encode()
            took = time.monotonic() - start
            times.append(took)
            if not ok or took >= 1.0:
                failures.append(f"{method} {path}: {answer[:80]!r} in {took * 1000:.0f} ms")
        stop.wait(0.25)


def probe_process(port, conn, go, stop):
    """The probes, in a process of their own (started before the adversary opens a socket), so
    that the adversary's loop over its sockets does not delay them through the interpreter
    lock. They start 1 s after `go`."""
    times, failures = [], []
    while not go.wait(0.1) and not stop.is_set():
        pass
    if not stop.wait(1.0):
        probe(port, times, failures, stop)
    conn.send((times, failures))


def clients(port, kind, count, seconds, with_probe):
    raise_fd_limit(count + 64)
    adversary = Adversary(port, kind, count)
    times, failures = [], []
    go, stop = multiprocessing.Event(), multiprocessing.Event()
    receiver, sender = multiprocessing.Pipe(duplex=False)
    prober = None
    if with_probe:
        prober = multiprocessing.Process(target=probe_process, args=(port, sender, go, stop))
        prober.start()
    adversary.run(seconds, go)
    stop.set()
    if prober is not None:
        times, failures = receiver.recv()
        prober.join()
    line = f"kind={kind} count={count} closed_by_server={adversary.closed_by_server}"
    if with_probe:
        worst = max(times) * 1000 if times else float("nan")
        median = statistics.median(times) * 1000 if times else float("nan")
        line += f" probes={len(times)} max_ms={worst:.1f} median_ms={median:.1f}"
    print(line, flush=True)
    for f in failures[:5]:
        print(f"serve_adversary: {kind} x{count}: {f}", file=sys.stderr)
    return 1 if failures or (with_probe and not times) else 0


def loads(port, path, count, threads):
    lengths, failures = [], []
    lock = threading.Lock()

    def worker(n):
        c = http.client.HTTPConnection(HOST, port, timeout=10)
        for _ in range(n):
            try:
                c.request("GET", path)
                r = c.getresponse()
                body = r.read()
                with lock:
                    lengths.append(len(body))
                    if r.status != 200:
                        failures.append(r.status)
            except OSError as e:
                with lock:
                    failures.append(str(e))
                c.close()
                c = http.client.HTTPConnection(HOST, port, timeout=10)
        c.close()

    share = [count // threads + (1 if i < count % threads else 0) for i in range(threads)]
    workers = [threading.Thread(target=worker, args=(n,)) for n in share]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    print(f"loads={len(lengths)} bytes={lengths[0] if lengths else 0} failures={len(failures)}")
    return 1 if failures or len(set(lengths)) != 1 or len(lengths) != count else 0


def main(argv):
    if len(argv) >= 5 and argv[0] == "clients":
        kind = argv[2]
        if kind not in ("slow-header", "silent", "slow-body"):
            sys.exit(f"serve_adversary: unknown kind {kind}")
        return clients(int(argv[1]), kind, int(argv[3]), float(argv[4]), "--probe" in argv[5:])
    if len(argv) == 5 and argv[0] == "loads":
        return loads(int(argv[1]), argv[2], int(argv[3]), int(argv[4]))
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
