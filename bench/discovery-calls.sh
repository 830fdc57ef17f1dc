#!/usr/bin/env bash
# Calls from question to answer: each phrasing of each question in bench/discovery-questions.tsv
# asked as an LLM following the tool descriptions and hints would ask it, through the Lambda handler
# against the local fake Socrata serving the recorded DataSF catalog (Discovery matching as Socrata's,
# min_should_match included). Prints the median calls per question and each phrasing's calls. See
# bench/src/datasf/bench/DiscoveryCalls.java.
#
#   bench/discovery-calls.sh                       # this build
#   BASELINE=763be9d bench/discovery-calls.sh      # and the server as of that commit, side by side
source "$(dirname "$0")/common.sh"
start_fake_socrata --datasf-catalog
machine
echo "command: BASELINE=${BASELINE:-} bench/discovery-calls.sh"

ask() { # server jar, output file
  "$JAVA" -Xmx256m -cp "$1:target/bench-probes.jar" datasf.bench.DiscoveryCalls run \
    bench/discovery-questions.tsv "$2" >target/discovery-calls.log 2>&1 \
    || { tail -20 target/discovery-calls.log; exit 1; }
}

ask target/datasf-mcp.jar target/discovery-calls-this.tsv
if [ -n "${BASELINE:-}" ]; then
  # the server as of BASELINE, built from its own sources (kept for the next run)
  base="target/baseline-$(git rev-parse --short "$BASELINE")"
  if [ ! -f "$base/target/datasf-mcp.jar" ]; then
    rm -rf "$base" && mkdir -p "$base"
    git archive "$BASELINE" | tar -x -C "$base"
    (cd "$base" && ./mvnw -B -q -DskipTests package)
  fi
  ask "$base/target/datasf-mcp.jar" target/discovery-calls-baseline.tsv
  "$JAVA" -cp "$PROBE_CP" datasf.bench.DiscoveryCalls report \
    "before ($BASELINE)" target/discovery-calls-baseline.tsv "after (this build)" target/discovery-calls-this.tsv
else
  "$JAVA" -cp "$PROBE_CP" datasf.bench.DiscoveryCalls report "this build" target/discovery-calls-this.tsv
fi
