#!/usr/bin/env bash
# The zero-result advisor's cost (upstream requests and handler ms) on empty answers, and proof of
# no extra cost on non-empty ones: through the Lambda handler against the local fake Socrata
# (recorded DataSF police incidents), advisor on vs held to 0 extra requests. See
# bench/src/datasf/bench/AdvisorCost.java.
#
#   bench/advisor-cost.sh                        # 2,000 measured calls per cell after 500 warm-up
#   ITERATIONS=5000 SKIP_BUILD=1 bench/advisor-cost.sh
source "$(dirname "$0")/common.sh"
ITERATIONS=${ITERATIONS:-2000}
WARMUP=${WARMUP:-500}
start_fake_socrata
machine
echo "command: ITERATIONS=$ITERATIONS WARMUP=$WARMUP bench/advisor-cost.sh"
"$JAVA" -Xmx256m -cp "$PROBE_CP" datasf.bench.AdvisorCost "$ITERATIONS" "$WARMUP" >target/advisor-cost.out 2>&1 \
  || { tail -20 target/advisor-cost.out; exit 1; }
grep -v '^{"event"' target/advisor-cost.out | grep -v '^[0-9][0-9]:[0-9][0-9]'
