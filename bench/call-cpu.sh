#!/usr/bin/env bash
# The server's CPU per warm call of a valid query (WHERE, GROUP BY, count) and per raw row, in one
# JVM through the Lambda handler against the fake Socrata in another process: see
# bench/src/datasf/bench/CallCpu.java. JARS compares builds of other commits, run in turn against
# the same fake, ROUNDS times (same box, same run):
#
#   bench/call-cpu.sh                                          # this checkout's jar
#   JARS="/tmp/before/target/datasf-mcp.jar target/datasf-mcp.jar" ROUNDS=2 bench/call-cpu.sh
source "$(dirname "$0")/common.sh"
ITERATIONS=${ITERATIONS:-3000}
WARMUP=${WARMUP:-2000}
ROUNDS=${ROUNDS:-1}
JARS=${JARS:-target/datasf-mcp.jar}
start_fake_socrata
machine
echo "command: ITERATIONS=$ITERATIONS WARMUP=$WARMUP ROUNDS=$ROUNDS JARS=\"$JARS\" bench/call-cpu.sh"
for round in $(seq 1 "$ROUNDS"); do
  for jar in $JARS; do
    # the probe compiled against each jar: it uses only the handler, so any build of it will do
    probe=$(mktemp -d)
    javac -nowarn -cp "$jar" -d "$probe" bench/src/datasf/bench/CallCpu.java
    echo "round $round, $jar:"
    # the request log (one JSON line per call) goes to a file, as Lambda sends stdout to CloudWatch
    "$JAVA" -Xmx256m -cp "$jar:$probe" datasf.bench.CallCpu "$ITERATIONS" "$WARMUP" >target/call-cpu.out 2>&1 \
      || { tail -20 target/call-cpu.out; exit 1; }
    grep -v '^{"event"' target/call-cpu.out | grep -v '^[0-9][0-9]:[0-9][0-9]'
    rm -rf "$probe"
  done
done
