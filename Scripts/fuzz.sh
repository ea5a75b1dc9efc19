#!/bin/sh
# Builds the libFuzzer harnesses of Fuzz/ (with AddressSanitizer; see Fuzz/Package.swift) and runs each for SECONDS
# (default 600), seeded from the example documents, the test fixtures and a few hand-made inputs.
#
#   Scripts/fuzz.sh            # 10 minutes each
#   Scripts/fuzz.sh 60         # a minute each
#
# Corpora grow in .build-fuzz/corpus/<fuzzer>; crashes, timeouts and out-of-memory inputs are
# written to .build-fuzz/artifacts/ as crash-*, timeout-*, oom-*. Reproduce one with
#   .build-fuzz/debug/DocumentFuzzer .build-fuzz/artifacts/crash-…
# Logs: .build-fuzz/logs/<fuzzer>.log (the last lines have the executions and cov/ft numbers).
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-600}
scratch=.build-fuzz

swift build --package-path Fuzz --scratch-path "$scratch" -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp

mkdir -p "$scratch/corpus/DocumentFuzzer" "$scratch/corpus/CellsFuzzer" "$scratch/corpus/LayoutFuzzer" "$scratch/corpus/WasmFuzzer" "$scratch/artifacts" "$scratch/logs"
for seed in Examples/Documents/*.swift Tests/TrellisCLITests/Fixtures/*.swift; do
    cp "$seed" "$scratch/corpus/DocumentFuzzer/seed-$(basename "$seed")"
done
# Cells: a few hand-made blocks (width, height, styles, clusters, size field, then contents).
printf '\003\001\001\000\001AaBbCc\000\000\000' > "$scratch/corpus/CellsFuzzer/seed-plain"
printf '\002\001\001\001\001\004\000\004\001\000\000\001\000\000\000\000\000\000\000\000\000\000\000\003\341\204\200' > "$scratch/corpus/CellsFuzzer/seed-wide"

# Layout: a few hand-made trees (width in two bytes, then each view's kind and numbers; see
# Fuzz/Sources/LayoutFuzzer; LAYOUT_FUZZER_SHOW=1 prints what an input draws): text with wide
# clusters; a stack of a ZWJ text, an infinitely wide colour and a spacer of NaN length at Int.min
# spacing; a custom layout placing at -infinity; a lazy grid of a 2^20 column and an adaptive one
# at -infinity spacing; a scroll view with containerRelativeFrame(span: Int.max); text of controls.
corpus=$scratch/corpus/LayoutFuzzer
printf '\000\050\000\003\003\001\002\005' > "$corpus/seed-text"
printf '\000\117\001\003\000\003\002\006\002\015\000\001\001\000\000\001\001\001\030\030\004\000\000\001\000\000\001\017' > "$corpus/seed-stack"
printf '\000\023\014\002\000\003\001\004\000\001\001\002\005\030\120\030\030\003\034\001\003\002' > "$corpus/seed-layout"
printf '\000\035\007\002\000\011\000\000\002\034\003\001\001\002\000\004\000\003\001\000\000\003\001\000\000\003\001\000\000\003\001\000\000\000' > "$corpus/seed-grid"
printf '\000\011\013\015\000\003\001\001\007\000\006\002\003\000\000' > "$corpus/seed-scroll"
printf '\000\004\000\003\010\012\016\021\013\006\025\020\310\000\000\033' > "$corpus/seed-controls"

status=0
for fuzzer in DocumentFuzzer CellsFuzzer LayoutFuzzer WasmFuzzer; do
    echo "== $fuzzer for $seconds s"
    # No input (a document may read stdin()). Leaks are not findings here: a document's struct
    # definitions and their compiled bodies refer to each other and are never freed.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$scratch/debug/$fuzzer" "$scratch/corpus/$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 \
        -artifact_prefix="$scratch/artifacts/$fuzzer-" -print_final_stats=1 \
        < /dev/null > "$scratch/logs/$fuzzer.log" 2>&1 || status=1
    grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "$scratch/logs/$fuzzer.log" | tail -1 || true
    grep -E 'stat::number_of_executed_units|SUMMARY|ERROR' "$scratch/logs/$fuzzer.log" || true
done
exit $status
