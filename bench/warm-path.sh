#!/usr/bin/env bash
# Warm path, upstream economy, context economy and memory, in one JVM through the Lambda handler
# against a local zero-latency fake Socrata: see bench/src/datasf/bench/WarmPath.java.
#
#   bench/warm-path.sh                       # 10,000 measured calls per call type after 2,000 warm-up
#   ITERATIONS=20000 JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java bench/warm-path.sh
source "$(dirname "$0")/common.sh"
ITERATIONS=${ITERATIONS:-10000}
WARMUP=${WARMUP:-2000}
HEAP=${HEAP:--Xmx256m}
start_fake_socrata
machine
echo "command: ITERATIONS=$ITERATIONS WARMUP=$WARMUP HEAP=$HEAP bench/warm-path.sh"
# the request log (one JSON line per call) goes to a file, as Lambda sends stdout to CloudWatch
"$JAVA" $HEAP -cp "$PROBE_CP" datasf.bench.WarmPath "$ITERATIONS" "$WARMUP" >target/warm-path.out 2>&1 \
  || { tail -20 target/warm-path.out; exit 1; }
grep -v '^{"event"' target/warm-path.out | grep -v '^[0-9][0-9]:[0-9][0-9]'
