# Shared by the bench scripts: build, compile the probes against the jar, run the fake Socrata.
# The fake is the test suite's (recorded answers, loopback only) in its own JVM, so the measured
# JVM holds nothing but the server.
set -euo pipefail
cd "$(dirname "$0")/.."
JAVA=${JAVA:-java}
# The request log on, as on Lambda (a local start leaves it off): every figure includes its cost.
export DATASF_LOG_REQUESTS=${DATASF_LOG_REQUESTS:-stdout}

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  ./mvnw -B -q -DskipTests package
fi
./mvnw -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt >/dev/null
TEST_CP="target/test-classes:target/classes:$(cat target/bench-classpath.txt)"
rm -rf target/bench-classes && mkdir -p target/bench-classes
javac -nowarn -cp target/datasf-mcp.jar -d target/bench-classes bench/src/datasf/bench/*.java
jar cf target/bench-probes.jar -C target/bench-classes .   # AppCDS archives classes from jars only
PROBE_CP="target/datasf-mcp.jar:target/bench-probes.jar"

FAKE_PID=""
start_fake_socrata() { # [--datasf-catalog]
  local log
  log=$(mktemp)
  java -cp "$TEST_CP" datasf.mcp.bench.FakeSocrataMain "$@" >"$log" 2>&1 &
  FAKE_PID=$!
  for _ in $(seq 1 150); do grep -q "^fake-socrata http" "$log" && break; sleep 0.2; done
  FAKE_URL=$(sed -n 's/^fake-socrata //p' "$log" | head -1)
  [ -n "$FAKE_URL" ] || { echo "fake Socrata did not start" >&2; cat "$log" >&2; exit 1; }
  export DATASF_SOCRATA_BASE_URL="$FAKE_URL" DATASF_SOCRATA_DISCOVERY_URL="$FAKE_URL/api/catalog/v1"
  # a warm fake, so first-call figures measure the server and not the fake's own JIT
  java -cp target/bench-probes.jar datasf.bench.WarmFake "$FAKE_URL" 300
}
trap '[ -n "$FAKE_PID" ] && kill "$FAKE_PID" 2>/dev/null || true' EXIT

machine() {
  echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $("$JAVA" -version 2>&1 | head -1)"
}
