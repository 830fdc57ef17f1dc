#!/usr/bin/env bash
# The upstream cost of the checks on every answer: every query of
# src/test/resources/soql/checked-queries.tsv and held-out-queries.tsv through the Lambda handler against the local fake
# Socrata, schema cached and value cache empty, requests per call by kind of answer (rows, empty,
# error) and how many carried a note. See bench/src/datasf/bench/ChecksCost.java.
#
#   bench/checks-cost.sh                 # 50 timed calls per query
#   REPEATS=200 SKIP_BUILD=1 bench/checks-cost.sh
source "$(dirname "$0")/common.sh"
REPEATS=${REPEATS:-50}
start_fake_socrata
machine
echo "command: REPEATS=$REPEATS bench/checks-cost.sh"
"$JAVA" -Xmx256m -cp "$PROBE_CP" datasf.bench.ChecksCost "$REPEATS" >target/checks-cost.out 2>&1 \
  || { tail -20 target/checks-cost.out; exit 1; }
grep -v '^{"event"' target/checks-cost.out | grep -v '^[0-9][0-9]:[0-9][0-9]'
