#!/usr/bin/env bash
# Cold start: JVM launch -> first tools/list response through the Lambda handler (constructed as
# Lambda constructs it), then the first tools/call of each tool against a local zero-latency fake
# Socrata. One JVM per run; prints each run and the median of RUNS runs for each variant.
#
#   bench/cold-start.sh                      # RUNS=10, the machine's java
#   JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java bench/cold-start.sh
#   VARIANTS="plain appcds" SKIP_BUILD=1 bench/cold-start.sh
source "$(dirname "$0")/common.sh"
RUNS=${RUNS:-10}
VARIANTS=${VARIANTS:-"plain tiered1 appcds primed"}
start_fake_socrata
machine

run_variant() { # name, extra JVM options...
  local name=$1; shift
  local out
  out=$(mktemp)
  for _ in $(seq 1 "$RUNS"); do
    "$JAVA" "$@" -cp "$PROBE_CP" datasf.bench.ColdStart datasf.mcp.lambda.DatasfHandler --tools 2>/dev/null \
      | sed -n 's/^coldstart //p' >>"$out"
  done
  echo "== $name ($RUNS runs, JVM options: ${*:-none})"
  cat "$out"
  # median of each field over the runs
  for field in $(head -1 "$out" | tr -d '{}' | tr ',' '\n' | cut -d'"' -f2); do
    median=$(grep -o "\"$field\":[0-9]*" "$out" | cut -d: -f2 | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
    printf '  median %-28s %6s ms\n' "$field" "$median"
  done
}

for variant in $VARIANTS; do
  case $variant in
    plain) run_variant plain ;;
    tiered1) run_variant tiered1 -XX:TieredStopAtLevel=1 ;;
    appcds)
      archive=target/app-cds.jsa
      "$JAVA" -XX:ArchiveClassesAtExit="$archive" -cp "$PROBE_CP" datasf.bench.ColdStart datasf.mcp.lambda.DatasfHandler --tools >/dev/null 2>&1
      run_variant appcds -XX:SharedArchiveFile="$archive" ;;
    primed) DATASF_PRIMING_ENABLED=true run_variant "primed (init-phase priming, as with SnapStart)" ;;
  esac
done
