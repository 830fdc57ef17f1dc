#!/usr/bin/env bash
# What adversarial input costs one call (CPU of the handler's thread, and wall time), through the
# Lambda handler against the test suite's fake Socrata in the same JVM: LIKE patterns of many %,
# long literals against long values, unknown names against 1,000 columns, a 1,000-column schema,
# hundreds of conditions against 800 text columns, a relaxed search over wide datasets.
# See src/test/java/datasf/mcp/bench/CallCostBench.java.
#
#   bench/call-cost.sh                 # 20 measured calls per case after 5 warm-up
#   RUNS=50 WARMUP=10 bench/call-cost.sh
#   CASES=IN,unknown bench/call-cost.sh   # only the cases whose label contains one of these
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-20}
WARMUP=${WARMUP:-5}
CASES=${CASES:-}
./mvnw -B -q test-compile
./mvnw -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt >/dev/null
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1)"
echo "command: RUNS=$RUNS WARMUP=$WARMUP CASES=$CASES bench/call-cost.sh"
java -Xmx512m -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" datasf.mcp.bench.CallCostBench "$RUNS" "$WARMUP" $CASES 2>&1 \
  | grep -v '^{"event"' | grep -v '^[0-9][0-9]:[0-9][0-9]'
