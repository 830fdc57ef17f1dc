#!/usr/bin/env bash
# The server's own SoQL work on a valid query (repairs with the schema, the parse, the column and
# literal checks, the page analysis, the stable order and the LIMIT), in process: no handler, no
# upstream. See bench/src/datasf/bench/SoqlPath.java.
#
#   bench/soql-path.sh                          # 2,000 measured rounds over the valid corpus after 1,000 warm-up
#   ITERATIONS=5000 SKIP_BUILD=1 bench/soql-path.sh
source "$(dirname "$0")/common.sh"
ITERATIONS=${ITERATIONS:-2000}
WARMUP=${WARMUP:-1000}
machine
echo "command: ITERATIONS=$ITERATIONS WARMUP=$WARMUP bench/soql-path.sh"
"$JAVA" -Xmx256m -cp "$PROBE_CP" datasf.bench.SoqlPath "$ITERATIONS" "$WARMUP"
