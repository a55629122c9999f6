#!/usr/bin/env python3
"""The include graph of src/, answer/, serve/ and cli/: cycles and arrows against the layer order.

Each source or header is a node; a file and its header (a.cpp, a.hpp) are one module, so two
modules that include each other's files form a cycle. Layers, lowest first (docs/ARCHITECTURE.md):

    core < gen < tables < admission < notation < shanten < analysis < scoring < ev < capi
    < answer < serve < cli

The library is src/; answer/ is the batch answerer every skin links (hupai_answer), serve/ the
HTTP server over it (hupai_serve), cli/ the command.

A file may include its own layer and the layers below it. The public headers are types and
declarations every layer shares, but for hupai/notation.hpp, whose functions the notation layer
implements: including it is an arrow to that layer (the core layer names tiles with its own
core/tile_names.hpp).

The folders above the library include its public headers and, of src/, only the entries of a
hand validated once (INTERNAL_ENTRIES): an include of any other file of src/ from answer/, serve/
or cli/ is a fault too.

Prints every cycle, every arrow against the order, every other include of src/ from above it and exits 1 if there is any; with --dot,
prints the module graph in Graphviz form instead.
"""

import argparse
import os
import re
import sys

LAYERS = ["core", "gen", "tables", "admission", "notation", "shanten", "analysis", "scoring", "ev",
          "capi"]
TOPS = ["answer", "serve", "cli"]  # folders of their own above the library, lowest first
LAYERS += TOPS
# Public headers whose functions one layer implements: including them is an arrow to it.
PUBLIC_OWNED = {"hupai/notation.hpp": "notation"}
# The files of src/ that the folders above the library may include; they include only public
# headers and one another themselves.
INTERNAL_ENTRIES = {"src/admission/validated.hpp", "src/admission/compiled.hpp"}
SOURCE_EXT = (".cpp", ".hpp", ".h")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def layer_of(rel):
    """The layer of a file path relative to the repository root."""
    parts = rel.split("/")
    if parts[0] in TOPS:
        return parts[0]
    if parts[0] == "src":
        return parts[1] if len(parts) > 2 else "root"
    return None


def module_of(rel):
    return os.path.splitext(rel)[0]


def collect(root):
    files = []
    for top in ["src"] + TOPS:
        for dirpath, _, names in os.walk(os.path.join(root, top)):
            for n in names:
                if n.endswith(SOURCE_EXT):
                    files.append(os.path.relpath(os.path.join(dirpath, n), root))
    return sorted(files)


def resolve(root, rel, target):
    """The repository path an include names, or None for public and system headers."""
    if target in PUBLIC_OWNED:
        return target
    for base in [os.path.dirname(rel), "src"] + TOPS:
        cand = os.path.normpath(os.path.join(base, target))
        if os.path.isfile(os.path.join(root, cand)):
            return cand
    return None


def edges_of(root, files):
    edges = []
    for rel in files:
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            text = f.read()
        for target in INCLUDE.findall(text):
            dest = resolve(root, rel, target)
            if dest is not None and dest != rel:
                edges.append((rel, dest))
    return edges


def layer_faults(edges):
    faults = []
    for src, dest in edges:
        a = layer_of(src)
        b = PUBLIC_OWNED.get(dest) or layer_of(dest)
        if a is None or b is None or a == b:
            continue
        # Every file of src/ belongs to a layer folder: one at the root has no floor.
        if "root" in (a, b) or LAYERS.index(b) > LAYERS.index(a):
            faults.append((src, dest, a, b))
    return faults


def internal_faults(edges):
    """Includes of src/ files from the folders above the library, but INTERNAL_ENTRIES, and from
    INTERNAL_ENTRIES (public headers and one another alone)."""
    return [
        (src, dest)
        for src, dest in edges
        if dest.startswith("src/")
        and dest not in INTERNAL_ENTRIES
        and (src in INTERNAL_ENTRIES or layer_of(src) in TOPS)
    ]


def cycles_of(edges):
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    graph = {}
    for src, dest in edges:
        a, b = module_of(src), module_of(dest)
        if a != b:
            graph.setdefault(a, set()).add(b)
            graph.setdefault(b, set())
    index, low, on_stack, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out), graph


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root", nargs="?", default=os.path.join(os.path.dirname(__file__), ".."))
    ap.add_argument("--dot", action="store_true", help="print the module graph (Graphviz)")
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    files = collect(root)
    edges = edges_of(root, files)
    cycles, graph = cycles_of(edges)
    if args.dot:
        print("digraph includes {")
        for a in sorted(graph):
            for b in sorted(graph[a]):
                print('  "%s" -> "%s";' % (a, b))
        print("}")
        return 0
    faults = layer_faults(edges)
    for comp in cycles:
        inner = [
            "%s -> %s" % (s, d)
            for s, d in edges
            if module_of(s) in comp and module_of(d) in comp and module_of(s) != module_of(d)
        ]
        print("cycle: %s (%s)" % (" <-> ".join(comp), "; ".join(inner)))
    for src, dest, a, b in faults:
        print("layer: %s (%s) includes %s (%s)" % (src, a, dest, b))
    internal = internal_faults(edges)
    for src, dest in internal:
        print("internal: %s includes %s (not one of %s)" % (src, dest, sorted(INTERNAL_ENTRIES)))
    print(
        "include_graph: %d files, %d includes, %d cycles, %d arrows against the layers, "
        "%d internal includes from above the library"
        % (len(files), len(edges), len(cycles), len(faults), len(internal))
    )
    return 1 if cycles or faults or internal else 0


if __name__ == "__main__":
    sys.exit(main())
