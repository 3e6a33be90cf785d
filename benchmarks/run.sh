#!/usr/bin/env bash
# Runs the benchmarks of objectid-jpa and writes their raw JSON to benchmarks/results/, then regenerates
# docs/performance.md and its charts from that JSON.
#
#   benchmarks/run.sh                 full run: JMH (3 forks, 5x1 s warm-up, 5x1 s measurement), uniqueness stress
#                                     (5 s per library), PostgreSQL with 1,000,000 rows, then the report. ~20 minutes.
#   benchmarks/run.sh --quick         validation run: JMH 2 forks, 3x1 s + 5x1 s, 50,000 rows, 3 rounds. ~8 minutes.
#   benchmarks/run.sh report          only regenerate docs/performance.md and docs/images/ from benchmarks/results/.
#   benchmarks/run.sh [--quick] generation hex stress db small-cache read report    any subset of the suites,
#                                     always run in this order ("jmh" = generation hex).
#   benchmarks/run.sh [--quick] read  the Hibernate read path (JMH ReadPathBenchmark): 100,000 entities by id range
#                                     and by Spring Data JPA's findAllById, Long/UUID/ObjectId/typed id, on H2 in
#                                     memory and on PostgreSQL (READ_PG_URL): 2 forks, 3x2 s + 5x1 s, ~9 minutes;
#                                     --quick: 1 fork, 2x2 s + 3x1 s, 20,000 entities, ~4 minutes.
#
# Settings (environment):
#   ROWS=1000000                   rows per key scheme in both database regimes (and in the query table)
#   ROUNDS=1 (--quick: 3)          measured rounds per key scheme; the report takes the median
#   PG_URL=jdbc:postgresql://127.0.0.1:5432/test  PG_USER=postgres   the server of the "cached" regime
#   PG_BIN=/usr/lib/postgresql/15/bin  SMALL_PORT=5433  SMALL_SHARED_BUFFERS=16MB  SMALL_MAX_WAL_SIZE=64MB
#   PG_WRAPPER=""                  the throwaway cluster (sizes scale with ROWS; see below)
#   JMH_OPTS="..."                 overrides the JMH iteration options
#   STRESS_SECONDS=5               seconds per library in the uniqueness stress
#   READ_PG_URL=jdbc:postgresql://127.0.0.1:5432/bench_read   the read suite's database (created if missing)
#   READ_JMH_OPTS="..."            overrides the read suite's JMH options
#   JAVA=java                      the JVM that runs everything (e.g. a JDK 21 or 25 binary; the build stays on Maven's);
#                                  the virtual-thread runs of generation and hex need 21+ (skipped with a note before)
#
# Needs: JDK 17+, Maven, objectid-generator and objectid-processor installed in ~/.m2 (mvn -B -ntp -pl
# generator,processor -am install -DskipTests on a fresh clone), a PostgreSQL server for the cached regime, and the
# PostgreSQL server binaries (initdb, pg_ctl) for the throwaway small-cache cluster; as root, the cluster runs as
# user postgres (initdb refuses root).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BENCH="$ROOT/benchmarks"
OUT="$BENCH/results"
COMMAND="benchmarks/run.sh $*"

QUICK=0
SUITES=()
for arg in "$@"; do
    case "$arg" in
        --quick) QUICK=1 ;;
        jmh) SUITES+=(generation hex) ;;
        generation|hex|stress|db|small-cache|read|report) SUITES+=("$arg") ;;
        *) echo "unknown argument: $arg" >&2; exit 2 ;;
    esac
done
[ ${#SUITES[@]} -eq 0 ] && SUITES=(generation hex stress db small-cache read report)
has() { local s; for s in "${SUITES[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1; }

if [ "$QUICK" = 1 ]; then
    ROWS=${ROWS:-50000}
    ROUNDS=${ROUNDS:-3}
    JMH_OPTS=${JMH_OPTS:-"-f 2 -wi 3 -w 1 -i 5 -r 1"}
    READ_JMH_OPTS=${READ_JMH_OPTS:-"-f 1 -wi 2 -w 2 -i 3 -r 1 -p rows=20000"}
else
    ROWS=${ROWS:-1000000}
    JMH_OPTS=${JMH_OPTS:-""}   # the annotations: 3 forks, 5 x 1 s warm-up, 5 x 1 s measurement
fi
ROUNDS=${ROUNDS:-1}
READ_JMH_OPTS=${READ_JMH_OPTS:-""}   # the annotations: 2 forks, 3 x 2 s warm-up, 5 x 1 s measurement, 100,000 rows
READ_PG_URL=${READ_PG_URL:-jdbc:postgresql://127.0.0.1:5432/bench_read}
PG_URL=${PG_URL:-jdbc:postgresql://127.0.0.1:5432/test}
PG_USER=${PG_USER:-postgres}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
SMALL_PORT=${SMALL_PORT:-5433}
# 16 MB for 1M rows: the UUIDv4 primary key is ~40 MB, the others ~22-30 MB. Scaled with ROWS, at least 1 MB.
SMALL_SHARED_BUFFERS=${SMALL_SHARED_BUFFERS:-$(( ROWS / 62500 > 1 ? ROWS / 62500 : 1 ))MB}
# 64 MB for 1M rows (about 180 MB of WAL per key scheme, so a few checkpoints each, as on a busy server); the
# cluster is created with 1 MB WAL segments so that this can be small. Scaled with ROWS, at least 2 MB.
SMALL_MAX_WAL_SIZE=${SMALL_MAX_WAL_SIZE:-$(( ROWS / 15625 > 2 ? ROWS / 15625 : 2 ))MB}
# A prefix for the command that starts the throwaway cluster, e.g. to cap its memory and so the operating system's
# page cache it can use: PG_WRAPPER="systemd-run --scope -p MemoryMax=256M" (empty: no cap).
PG_WRAPPER=${PG_WRAPPER:-}
STRESS_SECONDS=${STRESS_SECONDS:-5}
JAVA=${JAVA:-java}

cd "$ROOT"
mvn -B -ntp -q -pl benchmarks package -DskipTests
CP="$BENCH/target/classes:$(cat "$BENCH/target/classpath.txt")"
run_java() { "$JAVA" -Djava.awt.headless=true -cp "$CP" "$@"; }
JAVA_MAJOR=$("$JAVA" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2}')
# JMH on virtual threads (JDK 21+); on an older JVM a note, and no stale results from an earlier JVM
virtual() {
    if [ "${JAVA_MAJOR%%.*}" -ge 21 ]; then
        run_java org.openjdk.jmh.Main "$@" -jvmArgsAppend -Djmh.executor=VIRTUAL -rf json -rff "$OUT/$VIRTUAL_OUT"
    else
        echo "note: $JAVA is Java $JAVA_MAJOR; virtual threads need 21 or later: $VIRTUAL_OUT skipped" >&2
        rm -f "$OUT/$VIRTUAL_OUT"
    fi
}

MEASURES=0
for s in generation hex stress db small-cache read; do has "$s" && MEASURES=1; done
if [ "$MEASURES" = 1 ]; then
    mkdir -p "$OUT"
    # every measuring suite in one command: a fresh record; otherwise this command is added to the record
    if has generation && has hex && has stress && has db && has small-cache; then rm -f "$OUT/run.json"; fi
    run_java dev.objectid.benchmarks.MachineInfo start "$OUT/run.json" "$COMMAND" \
        "quick=$QUICK" "suites=${SUITES[*]}" "ROWS=$ROWS" "ROUNDS=$ROUNDS" "JMH_OPTS=$JMH_OPTS" \
        "PG_URL=$PG_URL" "SMALL_SHARED_BUFFERS=$SMALL_SHARED_BUFFERS" "SMALL_MAX_WAL_SIZE=$SMALL_MAX_WAL_SIZE" \
        "PG_WRAPPER=$PG_WRAPPER" "STRESS_SECONDS=$STRESS_SECONDS" "JAVA=$JAVA" \
        "READ_JMH_OPTS=$READ_JMH_OPTS" "READ_PG_URL=$READ_PG_URL"
fi

if has generation; then
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'GenerationBenchmark' $JMH_OPTS -t 1 -bm avgt -tu ns -prof gc \
        -rf json -rff "$OUT/jmh-generation-1-thread.json"
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'GenerationBenchmark' $JMH_OPTS -t 2 -bm thrpt -tu us -prof gc \
        -rf json -rff "$OUT/jmh-generation-2-threads.json"
    # shellcheck disable=SC2086
    VIRTUAL_OUT=jmh-generation-virtual-threads.json virtual 'GenerationBenchmark' $JMH_OPTS -t 2 -bm thrpt -tu us \
        -prof gc
fi

if has hex; then
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'HexBenchmark' $JMH_OPTS -t 1 -bm avgt -tu ns -prof gc \
        -rf json -rff "$OUT/jmh-hex.json"
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'HexBenchmark' $JMH_OPTS -t 2 -bm avgt -tu ns -prof gc \
        -rf json -rff "$OUT/jmh-hex-2-threads.json"
    # shellcheck disable=SC2086
    VIRTUAL_OUT=jmh-hex-virtual-threads.json virtual 'HexBenchmark' $JMH_OPTS -t 2 -bm avgt -tu ns -prof gc
fi

if has stress; then
    run_java -Xmx2g dev.objectid.benchmarks.stress.UniquenessStress "$OUT/uniqueness.json" "$STRESS_SECONDS"
fi

if has db; then
    run_java -Xmx2g dev.objectid.benchmarks.db.DatabaseBenchmark --out "$OUT/db-cached.json" --regime cached \
        --url "$PG_URL" --user "$PG_USER" --rows "$ROWS" --rounds "$ROUNDS" --query
fi

if has small-cache; then
    # A throwaway cluster whose shared_buffers is far smaller than the primary-key indexes.
    CLUSTER=$(mktemp -d /tmp/objectid-bench-pg.XXXXXX)
    if [ "$(id -u)" = 0 ]; then AS_PG=(runuser -u postgres --); else AS_PG=(); fi
    as_postgres() { "${AS_PG[@]}" "$@"; }
    cleanup() {
        as_postgres "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -m fast -w stop >/dev/null 2>&1 || true
        rm -rf "$CLUSTER"
    }
    trap cleanup EXIT
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$CLUSTER"
    chmod 700 "$CLUSTER"
    as_postgres "$PG_BIN/initdb" -D "$CLUSTER/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
        --wal-segsize=1 >/dev/null
    # shellcheck disable=SC2086
    $PG_WRAPPER "${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -l "$CLUSTER/server.log" -w -o \
        "-p $SMALL_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$CLUSTER -c shared_buffers=$SMALL_SHARED_BUFFERS -c max_wal_size=$SMALL_MAX_WAL_SIZE -c min_wal_size=2MB" \
        start >/dev/null
    run_java -Xmx2g dev.objectid.benchmarks.db.DatabaseBenchmark --out "$OUT/db-small-cache.json" \
        --regime small-cache --url "jdbc:postgresql://127.0.0.1:$SMALL_PORT/postgres" --user postgres \
        --rows "$ROWS" --rounds "$ROUNDS"
    cleanup
    trap - EXIT
fi

if has read; then
    # one JMH command per database; the ratios to Long are taken within each file
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'ReadPathBenchmark' $READ_JMH_OPTS -p db=h2 \
        -rf json -rff "$OUT/read-path-h2.json"
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'ReadPathBenchmark' $READ_JMH_OPTS -p db=postgresql -p url="$READ_PG_URL" \
        -p user="$PG_USER" -rf json -rff "$OUT/read-path-postgresql.json"
fi

if [ "$MEASURES" = 1 ]; then
    run_java dev.objectid.benchmarks.MachineInfo end "$OUT/run.json"
fi

if has report; then
    run_java dev.objectid.benchmarks.report.PerformanceReport "$OUT" "$ROOT/docs"
fi
