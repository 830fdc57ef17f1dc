#!/usr/bin/env bash
# How fast the test suite's fake Socrata answers SoQL on the six DataSF datasets (the SoQL engine
# alone, and over HTTP): see src/test/java/datasf/mcp/bench/FakeSoqlBench.java.
#
#   bench/fake-soql.sh                 # 20 measured rounds of the agreement corpus after 10 warm-up
#   ROUNDS=50 WARMUP=20 bench/fake-soql.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-20}
WARMUP=${WARMUP:-10}
./mvnw -B -q test-compile
./mvnw -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt >/dev/null
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1)"
echo "command: ROUNDS=$ROUNDS WARMUP=$WARMUP bench/fake-soql.sh"
java -Xmx512m -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" datasf.mcp.bench.FakeSoqlBench "$ROUNDS" "$WARMUP"
