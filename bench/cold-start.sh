#!/usr/bin/env bash
# Cold start, two ways.
# 1. Lambda's: JVM launch -> first tools/list response through the Lambda handler (constructed as
#    Lambda constructs it), then the first tools/call of each tool against a local zero-latency
#    fake Socrata. One JVM per run; each run and the median of RUNS runs for each of VARIANTS.
# 2. A local client's: spawning the server -> the answer to its first tools/list (after initialize),
#    over stdio and over HTTP, started plainly (java -jar), with the launcher's JVM options but no
#    archive (c1), and by the launcher bin/datasf-mcp with its class-data archive (trained here for
#    each JDK first). For each JDK home in JDKS; SPAWN_VARIANTS runs interleaved, RUNS rounds.
#
#   bench/cold-start.sh                      # RUNS=10, the machine's java (and a JDK 25 for part 2)
#   JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java bench/cold-start.sh
#   VARIANTS="plain appcds" SKIP_BUILD=1 bench/cold-start.sh   # also: tiered1, primed-c1, primed-50
#   VARIANTS= JDKS=/usr/lib/jvm/temurin-25-jdk-amd64 SPAWN_VARIANTS="stdio-launcher" bench/cold-start.sh
source "$(dirname "$0")/common.sh"
RUNS=${RUNS:-10}
VARIANTS=${VARIANTS-"plain tiered1 appcds primed"}
SPAWN_VARIANTS=${SPAWN_VARIANTS-"stdio-plain stdio-c1 stdio-launcher http-plain http-c1 http-launcher"}
java_home() { local java; java=$(readlink -f "$(command -v "$1")"); dirname "$(dirname "$java")"; }
if [ -z "${JDKS+set}" ]; then
  JDKS=$(java_home "$JAVA")
  for jdk in /usr/lib/jvm/*25*; do
    [ -x "$jdk/bin/java" ] && [ "$jdk" != "$JDKS" ] && { JDKS="$JDKS $jdk"; break; }
  done
fi
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
    # SnapStart: java25 keeps the full JIT (primed), java17/java21 stop it at C1 (primed-c1)
    primed) DATASF_PRIMING_ENABLED=true run_variant "primed (init-phase priming, as with SnapStart)" ;;
    primed-c1) DATASF_PRIMING_ENABLED=true run_variant "primed, C1 only" -XX:TieredStopAtLevel=1 ;;
    primed-50) DATASF_PRIMING_ENABLED=true DATASF_PRIMING_ROUNDS=50 run_variant "primed, 50 rounds" ;;
  esac
done

for jdk in $JDKS; do
  [ -n "$SPAWN_VARIANTS" ] || break
  echo "== spawn to first tools/list, $("$jdk/bin/java" -version 2>&1 | head -1) ($RUNS rounds, interleaved)"
  JAVA_HOME=$jdk bin/datasf-mcp --train
  # shellcheck disable=SC2086 # one argument per variant
  "$JAVA" -cp target/bench-probes.jar datasf.bench.SpawnStart "$RUNS" "$jdk" $SPAWN_VARIANTS
done
