#!/usr/bin/env python3
"""Runs rich and Trellis on the same workloads, side by side, and prints one table.

The workloads are those of ../shared/bench/rich_bench.py (board, check, cjk at width 120),
the checklist also in a VStack (compared with rich's check) and in a GroupBox around a lazy
stack or a VStack (compared with rich's check in a Panel, full width or fitted, the same bytes
in ANSI), written with Trellis views in Benchmarks/RenderBenchmark. Each case runs in a fresh process
of each tool; timings are the best of 3 wall-clock runs of building the view tree and
rendering it to a string; memory is the process's peak RSS.

Usage (from the package root):
    python3 Benchmarks/compare-with-rich.py                   # the full matrix
    python3 Benchmarks/compare-with-rich.py --skip-rich-above 10000
                                                              # rich only up to N=10,000
    python3 Benchmarks/compare-with-rich.py --rich-bench PATH # another rich_bench.py
    python3 Benchmarks/compare-with-rich.py --render-benchmark PATH
                                                              # a render-benchmark built already

It installs rich and wcwidth with pip when they are missing, and builds render-benchmark in
release (scratch path .build-release, configured as Scripts/install builds trellis).
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_RICH_BENCH = os.path.join(ROOT, "..", "shared", "bench", "rich_bench.py")
MATRIX = [("board", [1_000, 10_000, 100_000]), ("check", [1_000, 10_000, 100_000]), ("check-vstack", [100_000]),
          ("check-groupbox", [100_000]), ("check-groupbox-vstack", [100_000]), ("cjk", [1_000, 10_000])]
# The checklist in a VStack: the same rows as rich_bench.py's check; in a GroupBox: those rows
# in a Panel (run_rich_boxed below), as wide as the console around a lazy stack, as wide as the
# rows (Panel.fit) around a VStack.
RICH_NAME = {"check-vstack": "check", "check-groupbox": "check-panel", "check-groupbox-vstack": "check-panel-fit"}
MODES = ["plain", "ansi"]


def ensure_rich() -> None:
    missing = [name for name in ("rich", "wcwidth") if importlib.util.find_spec(name) is None]
    if missing:
        print(f"installing {' '.join(missing)} with pip", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *missing], check=True)


# The release configuration Scripts/install builds trellis with, so that both share one scratch folder.
RELEASE = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", ".build-release"]


def build_trellis() -> str:
    print("building render-benchmark (release)", file=sys.stderr)
    subprocess.run(RELEASE + ["--product", "render-benchmark"], cwd=ROOT, check=True, stdout=sys.stderr)
    path = subprocess.run(RELEASE + ["--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "render-benchmark")


def run_json(command: list[str]) -> dict:
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def run_rich_boxed(rich_bench: str, count: int, mode: str, fit: bool) -> dict:
    """rich_bench.py's check in a Panel (fitted to the rows if `fit`), timed as rich_bench.py
    times its cases (best of 3 of build + render, in this process); printed as JSON by
    `--rich-boxed PATH N MODE [fit]`."""
    import resource
    import time
    sys.path.insert(0, os.path.dirname(os.path.abspath(rich_bench)))
    import rich_bench as bench
    from rich.panel import Panel

    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        rows = bench.build("check", count)
        out = bench.render(Panel.fit(rows) if fit else Panel(rows), mode)
        best = min(best, time.perf_counter() - start)
    return dict(case="check-panel-fit" if fit else "check-panel", n=count, mode=mode, total_s=best, out_bytes=len(out.encode("utf-8")),
                rss_base_kib=rss0, rss_peak_kib=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def run_rich(rich_bench: str, case: str, count: int, mode: str) -> dict:
    if case in ("check-panel", "check-panel-fit"):
        return run_json([sys.executable, os.path.abspath(__file__), "--rich-boxed", rich_bench, str(count), mode,
                         *(["fit"] if case == "check-panel-fit" else [])])
    return run_json([sys.executable, rich_bench, "--one", case, str(count), mode])


def main() -> None:
    if len(sys.argv) in (5, 6) and sys.argv[1] == "--rich-boxed":
        print(json.dumps(run_rich_boxed(sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5:] == ["fit"])))
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rich-bench", default=DEFAULT_RICH_BENCH, help="path of rich_bench.py")
    parser.add_argument("--render-benchmark", default=None,
                        help="a release render-benchmark to run instead of building one")
    parser.add_argument("--skip-rich-above", type=int, default=None,
                        help="do not run rich for N above this (its 100k board takes minutes)")
    arguments = parser.parse_args()

    ensure_rich()
    trellis = arguments.render_benchmark or build_trellis()
    rows = []
    rich_runs = {}  # rich's result per (workload, N, mode): each runs once
    for case, sizes in MATRIX:
        for count in sizes:
            for mode in MODES:
                ours = run_json([trellis, "one", case, str(count), mode])
                streamed = run_json([trellis, "one", case, str(count), f"{mode}-stream"])
                rich = None
                if arguments.skip_rich_above is None or count <= arguments.skip_rich_above:
                    key = (RICH_NAME.get(case, case), count, mode)
                    if key not in rich_runs:
                        rich_runs[key] = run_rich(arguments.rich_bench, *key)
                    rich = rich_runs[key]
                rows.append((case, count, mode, rich, ours, streamed))
                rich_ms = f"{rich['total_s'] * 1e3:.0f} ms" if rich else "skipped"
                print(f"{case} {count} {mode}: rich {rich_ms}, trellis {ours['totalSeconds'] * 1e3:.1f} ms",
                      file=sys.stderr, flush=True)

    from importlib.metadata import version
    print(f"rich {version('rich')}, Python {sys.version.split()[0]}; Trellis release build; width 120; "
          "best of 3 wall-clock runs of build + render to a string, each case in a fresh process.")
    print("floor = hand-written emitter of the same bytes into a preallocated buffer (+ String); "
          "peak MB = growth of the case process's peak RSS over its RSS before rendering; "
          "tree MB = the same when streaming to /dev/null (the laid-out views and one band, no output held); "
          "beyond tree = (peak - tree) / output, the target being at most 3.")
    print()
    header = ("| case | N | mode | rich ms | trellis ms | speedup (rich/trellis) | floor ms | trellis/floor "
              "| peak MB | tree MB | output MB | beyond tree | floor = output |")
    print(header)
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for case, count, mode, rich, ours, streamed in rows:
        total = ours["totalSeconds"]
        rich_ms = f"{rich['total_s'] * 1e3:,.0f}" if rich else "–"
        speedup = f"{rich['total_s'] / total:,.0f}x" if rich else "–"
        peak = (ours["peakKiB"] - ours["baseKiB"]) * 1024
        tree = (streamed["peakKiB"] - streamed["baseKiB"]) * 1024
        print(f"| {case} | {count:,} | {mode} | {rich_ms} | {total * 1e3:,.1f} | {speedup} "
              f"| {ours['floorSeconds'] * 1e3:,.2f} | {total / ours['floorSeconds']:,.1f}x "
              f"| {peak / 1e6:,.1f} | {tree / 1e6:,.1f} | {ours['outputBytes'] / 1e6:,.2f} "
              f"| {(peak - tree) / ours['outputBytes']:,.1f} | {'yes' if ours['floorMatches'] else 'NO'} |")


if __name__ == "__main__":
    main()
