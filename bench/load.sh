#!/usr/bin/env bash
# Load test on loopback only: the packaged jar (java -jar target/datasf-mcp.jar, the same Lambda
# handler behind the local socket) against the test suite's fake Socrata, driven by N concurrent
# MCP clients for T seconds. Reports throughput, latency percentiles, errors and the server's heap
# after a full GC. Results go to bench/results/<timestamp>/ (not committed).
#
#   bench/load.sh                         # 8 clients, 10 s warm-up, 30 s measured
#   CLIENTS=16 DURATION=60 bench/load.sh  # bounded: CLIENTS 1..64, DURATION 1..600 s
#   SKIP_BUILD=1 bench/load.sh            # reuse target/ from a previous build
set -euo pipefail
cd "$(dirname "$0")/.."

CLIENTS=${CLIENTS:-8}
DURATION=${DURATION:-30}
WARMUP=${WARMUP:-10}
SERVER_JAVA_OPTS=${SERVER_JAVA_OPTS:--Xmx512m}
[[ "$CLIENTS" =~ ^[0-9]+$ ]] && (( CLIENTS >= 1 && CLIENTS <= 64 )) || { echo "CLIENTS must be 1..64" >&2; exit 2; }
[[ "$DURATION" =~ ^[0-9]+$ ]] && (( DURATION >= 1 && DURATION <= 600 )) || { echo "DURATION must be 1..600" >&2; exit 2; }
[[ "$WARMUP" =~ ^[0-9]+$ ]] && (( WARMUP <= 600 )) || { echo "WARMUP must be 0..600" >&2; exit 2; }

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  ./mvnw -B -q -DskipTests package          # the jar, and the test classes (fake Socrata, driver)
fi
./mvnw -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt >/dev/null
CP="target/test-classes:target/classes:$(cat target/bench-classpath.txt)"

OUT="bench/results/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"
FAKE_PID=""
SERVER_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  [ -n "$FAKE_PID" ] && kill "$FAKE_PID" 2>/dev/null || true
}
trap cleanup EXIT

wait_for() { # file, text, seconds
  for _ in $(seq 1 $(( $3 * 5 ))); do grep -q "$2" "$1" && return 0; sleep 0.2; done
  echo "timed out waiting for '$2' in $1:" >&2; cat "$1" >&2; exit 1
}

java -cp "$CP" datasf.mcp.bench.FakeSocrataMain >"$OUT/fake-socrata.log" 2>&1 &
FAKE_PID=$!
wait_for "$OUT/fake-socrata.log" "^fake-socrata http" 30
FAKE_URL=$(sed -n 's/^fake-socrata //p' "$OUT/fake-socrata.log" | head -1)

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null || echo 18080)
DATASF_LOG_REQUESTS=stdout DATASF_LOCAL_PORT=$PORT DATASF_SOCRATA_BASE_URL="$FAKE_URL" DATASF_SOCRATA_DISCOVERY_URL="$FAKE_URL/api/catalog/v1" \
  java $SERVER_JAVA_OPTS -jar target/datasf-mcp.jar >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
wait_for "$OUT/server.log" "listening on" 60

{
  echo "machine: $(nproc) cores, $(java -version 2>&1 | head -1), server $SERVER_JAVA_OPTS"
  echo "command: CLIENTS=$CLIENTS DURATION=$DURATION WARMUP=$WARMUP bench/load.sh"
} | tee "$OUT/report.txt"
set +e
java -cp "$CP" datasf.mcp.bench.LoadDriver --url "http://127.0.0.1:$PORT/mcp" \
  --clients "$CLIENTS" --seconds "$DURATION" --warmup "$WARMUP" | tee -a "$OUT/report.txt"
DRIVER_STATUS=${PIPESTATUS[0]}
set -e

jcmd "$SERVER_PID" GC.run >/dev/null
echo "server heap after a full GC:" | tee -a "$OUT/report.txt"
jcmd "$SERVER_PID" GC.heap_info | grep -v "^$SERVER_PID:" | tee -a "$OUT/report.txt"
echo "server request log: $(grep -c '"event":"request"' "$OUT/server.log") lines, $(grep '"event":"request"' "$OUT/server.log" | grep -vc '"outcome":"ok"') not ok" \
  | tee -a "$OUT/report.txt"
echo "results in $OUT"
exit "$DRIVER_STATUS"
