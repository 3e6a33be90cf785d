#!/usr/bin/env bash
# Runs the benchmarks of objectid-jpa, writes their raw JSON to benchmarks/results/ and regenerates
# docs/performance.md and its charts from it (the page's "Reproducing" section shows the common commands).
#
#   benchmarks/run.sh [--quick] [suite...]   no suite: all of them, then the report; --quick: smaller sizes and
#                                            fewer iterations, to check the machinery, not to publish
#   suites, always run in this order: generation hex jdbc-wrapper (jmh = all three) stress db small-cache innodb
#     memory-bound-postgresql memory-bound-mariadb (memory-bound = both) read retention import report
#
#   generation, hex   JMH: ids per thread count (virtual threads need JAVA 21+), hex text both ways
#   jdbc-wrapper      JMH: a statement through ObjectIdDataSource against plain JDBC, on H2 in memory
#   stress            UniquenessStress: ids from many threads, duplicates counted, per library
#   db, small-cache   DatabaseBenchmark on PG_URL, then on a throwaway cluster whose shared_buffers is smaller
#                     than the primary-key indexes
#   innodb            InnoDbBenchmark on a throwaway MariaDB whose buffer pool holds the data
#   memory-bound-*    the same inserts on throwaway servers inside a memory cgroup far below their indexes (without
#                     one, where none can be made, they run unlimited and record why in their JSON)
#   read              ReadPathBenchmark (JMH) on H2 and READ_PG_URL, then TypedIdReadComparison (typed id against
#                     ObjectId with a control, read in turn)
#   retention         PartitionRetention: dropping a month's partition against DELETE, on PG_URL and a throwaway
#                     MariaDB with a ROW binary log
#   import            ImportBenchmark: objectid import of a mongoexport against psql \copy / mariadb LOAD DATA of
#                     the same rows pre-converted, whole processes (CLI_JAR skips building tools/cli)
#   report            only docs/performance.md and docs/images/ from benchmarks/results/
#
# Settings are the environment variables below, each with its default (and --quick's); JAVA runs everything.
# Needs: JDK 17+, Maven, and on a fresh clone `mvn -B -ntp -pl generator,processor,tests/test-databases -am install
# -DskipTests`; a PostgreSQL server (PG_URL) and its server binaries (PG_BIN: initdb, pg_ctl); mariadbd and
# mariadb-install-db for the throwaway MariaDB servers; psql and mariadb clients for the import suite. As root, the
# throwaway PostgreSQL clusters run as user postgres (initdb refuses root).
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
        jmh) SUITES+=(generation hex jdbc-wrapper) ;;
        memory-bound) SUITES+=(memory-bound-postgresql memory-bound-mariadb) ;;
        generation|hex|jdbc-wrapper|stress|db|small-cache|innodb|memory-bound-postgresql|memory-bound-mariadb|read|retention|import|report)
            SUITES+=("$arg") ;;
        *) echo "unknown argument: $arg" >&2; exit 2 ;;
    esac
done
ALL_MEASURES=(generation hex jdbc-wrapper stress db small-cache innodb memory-bound-postgresql memory-bound-mariadb read
    retention import)
[ ${#SUITES[@]} -eq 0 ] && SUITES=("${ALL_MEASURES[@]}" report)
has() { local s; for s in "${SUITES[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1; }

if [ "$QUICK" = 1 ]; then
    ROWS=${ROWS:-50000}
    ROUNDS=${ROUNDS:-3}
    JMH_OPTS=${JMH_OPTS:-"-f 2 -wi 3 -w 1 -i 5 -r 1"}
    INNODB_ROWS=${INNODB_ROWS:-50000}
    RETENTION_ROWS=${RETENTION_ROWS:-50000}
    MB_ROWS=${MB_ROWS:-100000}
    MB_PG_ROWS=${MB_PG_ROWS:-$MB_ROWS}
    MB_PG_SHARED_BUFFERS=${MB_PG_SHARED_BUFFERS:-2MB}
    MB_PG_LIMIT=${MB_PG_LIMIT:-24M}
    MB_MARIADB_BUFFER_POOL=${MB_MARIADB_BUFFER_POOL:-8M}
    MB_MARIADB_LIMIT=${MB_MARIADB_LIMIT:-120M}
    READ_JMH_OPTS=${READ_JMH_OPTS:-"-f 1 -wi 2 -w 2 -i 3 -r 1 -p rows=20000"}
    READ_TYPED_OPTS=${READ_TYPED_OPTS:-"--rows 20000 --forks 4 --warmup-rounds 5 --rounds 20"}
    IMPORT_CUSTOMERS=${IMPORT_CUSTOMERS:-10000}
    IMPORT_ORDERS=${IMPORT_ORDERS:-100000}
else
    ROWS=${ROWS:-1000000}
    JMH_OPTS=${JMH_OPTS:-""}   # the benchmarks' annotations
fi
ROUNDS=${ROUNDS:-1}
READ_JMH_OPTS=${READ_JMH_OPTS:-""}   # ReadPathBenchmark's annotations
READ_TYPED_OPTS=${READ_TYPED_OPTS:-""}   # TypedIdReadComparison's defaults
READ_PG_URL=${READ_PG_URL:-jdbc:postgresql://127.0.0.1:5432/bench_read}
RETENTION_ROWS=${RETENTION_ROWS:-200000}
RETENTION_ROUNDS=${RETENTION_ROUNDS:-3}
RETENTION_PORT=${RETENTION_PORT:-3309}
PG_URL=${PG_URL:-jdbc:postgresql://127.0.0.1:5432/test}
PG_USER=${PG_USER:-postgres}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
SMALL_PORT=${SMALL_PORT:-5433}
# shared_buffers well below the primary-key indexes, scaled with ROWS
SMALL_SHARED_BUFFERS=${SMALL_SHARED_BUFFERS:-$(( ROWS / 62500 > 1 ? ROWS / 62500 : 1 ))MB}
# a few checkpoints per key scheme, as on a busy server (the cluster has 1 MB WAL segments), scaled with ROWS
SMALL_MAX_WAL_SIZE=${SMALL_MAX_WAL_SIZE:-$(( ROWS / 15625 > 2 ? ROWS / 15625 : 2 ))MB}
# A prefix for the command that starts the throwaway cluster, e.g. to cap its memory and so the operating system's
# page cache it can use: PG_WRAPPER="systemd-run --scope -p MemoryMax=256M" (empty: no cap).
PG_WRAPPER=${PG_WRAPPER:-}
STRESS_SECONDS=${STRESS_SECONDS:-5}
JAVA=${JAVA:-java}
INNODB_ROWS=${INNODB_ROWS:-1000000}
# rows per warm-up pass (3 passes over every key scheme) in the innodb and memory-bound suites, also in --quick, so
# that the scheme measured first is not measured cold
DB_WARMUP_ROWS=${DB_WARMUP_ROWS:-20000}
INNODB_PORT=${INNODB_PORT:-3307}
INNODB_BUFFER_POOL=${INNODB_BUFFER_POOL:-512M}
MB_ROWS=${MB_ROWS:-500000}
MB_PG_ROWS=${MB_PG_ROWS:-2000000}
MB_KEYS=${MB_KEYS:-SEQUENCE,UUID_V4,UUID_V7,OBJECT_ID}
MB_PG_PORT=${MB_PG_PORT:-5434}
MB_PG_SHARED_BUFFERS=${MB_PG_SHARED_BUFFERS:-8MB}
MB_PG_LIMIT=${MB_PG_LIMIT:-48M}
MB_CGROUP=${MB_CGROUP:-on}
MB_MARIADB_PORT=${MB_MARIADB_PORT:-3308}
MB_MARIADB_BUFFER_POOL=${MB_MARIADB_BUFFER_POOL:-16M}
MB_MARIADB_FLUSH=${MB_MARIADB_FLUSH:-O_DIRECT}
MB_MARIADB_LIMIT=${MB_MARIADB_LIMIT:-160M}
MARIADB_BIN=${MARIADB_BIN:-/usr/sbin}
IMPORT_CUSTOMERS=${IMPORT_CUSTOMERS:-100000}
IMPORT_ORDERS=${IMPORT_ORDERS:-1000000}
IMPORT_ROUNDS=${IMPORT_ROUNDS:-5}
IMPORT_DATABASES=${IMPORT_DATABASES:-"postgresql mariadb"}
MARIADB_HOST=${MARIADB_HOST:-127.0.0.1}
MARIADB_PORT=${MARIADB_PORT:-3306}
CLI_JAR=${CLI_JAR:-}
TMP_PREFIX=${TMP_PREFIX:-/tmp/objectid-bench}

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
for s in "${ALL_MEASURES[@]}"; do has "$s" && MEASURES=1; done
if [ "$MEASURES" = 1 ]; then
    mkdir -p "$OUT"
    # every measuring suite in one command: a fresh record; otherwise this command is added to the record
    ALL=1; for s in "${ALL_MEASURES[@]}"; do has "$s" || ALL=0; done
    if [ "$ALL" = 1 ]; then rm -f "$OUT/run.json"; fi
    run_java dev.objectid.benchmarks.MachineInfo start "$OUT/run.json" "$COMMAND" \
        "quick=$QUICK" "suites=${SUITES[*]}" "ROWS=$ROWS" "ROUNDS=$ROUNDS" "JMH_OPTS=$JMH_OPTS" \
        "PG_URL=$PG_URL" "SMALL_SHARED_BUFFERS=$SMALL_SHARED_BUFFERS" "SMALL_MAX_WAL_SIZE=$SMALL_MAX_WAL_SIZE" \
        "PG_WRAPPER=$PG_WRAPPER" "STRESS_SECONDS=$STRESS_SECONDS" "JAVA=$JAVA" \
        "INNODB_ROWS=$INNODB_ROWS" "INNODB_BUFFER_POOL=$INNODB_BUFFER_POOL" "MB_ROWS=$MB_ROWS" "MB_PG_ROWS=$MB_PG_ROWS" \
        "MB_KEYS=$MB_KEYS" \
        "MB_PG_SHARED_BUFFERS=$MB_PG_SHARED_BUFFERS" "MB_PG_LIMIT=$MB_PG_LIMIT" \
        "MB_MARIADB_BUFFER_POOL=$MB_MARIADB_BUFFER_POOL" "MB_MARIADB_FLUSH=$MB_MARIADB_FLUSH" \
        "MB_MARIADB_LIMIT=$MB_MARIADB_LIMIT" \
        "READ_JMH_OPTS=$READ_JMH_OPTS" "READ_TYPED_OPTS=$READ_TYPED_OPTS" "READ_PG_URL=$READ_PG_URL" "RETENTION_ROWS=$RETENTION_ROWS" \
        "RETENTION_ROUNDS=$RETENTION_ROUNDS" \
        "IMPORT_CUSTOMERS=$IMPORT_CUSTOMERS" "IMPORT_ORDERS=$IMPORT_ORDERS" "IMPORT_ROUNDS=$IMPORT_ROUNDS" \
        "IMPORT_DATABASES=$IMPORT_DATABASES"
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

if has jdbc-wrapper; then
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'DataSourceWrapperBenchmark' $JMH_OPTS -t 1 -bm avgt -tu ns \
        -rf json -rff "$OUT/jmh-jdbc-wrapper.json"
fi

if has stress; then
    run_java -Xmx2g dev.objectid.benchmarks.stress.UniquenessStress "$OUT/uniqueness.json" "$STRESS_SECONDS"
fi

if has db; then
    run_java -Xmx2g dev.objectid.benchmarks.db.DatabaseBenchmark --out "$OUT/db-cached.json" --regime cached \
        --url "$PG_URL" --user "$PG_USER" --rows "$ROWS" --rounds "$ROUNDS" --query
fi

# Throwaway servers: every one started is stopped and its directory removed on exit, also on failure.
CLEANUPS=()
cleanup_all() {
    local i
    for (( i=${#CLEANUPS[@]}-1; i>=0; i-- )); do eval "${CLEANUPS[i]}" >/dev/null 2>&1 || true; done
    CLEANUPS=()
}
trap cleanup_all EXIT
if [ "$(id -u)" = 0 ]; then AS_PG=(runuser -u postgres --); else AS_PG=(); fi

# Runs a command inside the memory cgroup DIR (its children stay there), or plainly when DIR is empty.
in_cgroup() {
    local dir=$1; shift
    if [ -n "$dir" ]; then
        sh -c 'echo $$ > "$0/cgroup.procs" && exec "$@"' "$dir" "$@"
    else
        "$@"
    fi
}

# Makes a memory cgroup with the limit $2; sets CGROUP to its directory and CGROUP_ARGS to the benchmark options that
# record it, or, where none can be made, CGROUP to "" and CGROUP_ARGS to the reason (the benchmark writes the caveat).
make_cgroup() {
    local out="unavailable: switched off by MB_CGROUP=off"
    if [ "$MB_CGROUP" != off ] && out=$(run_java dev.objectid.benchmarks.db.MemoryCgroup create "$1" "$2"); then
        CGROUP=$out
        CGROUP_ARGS=(--cgroup "$CGROUP")
        CLEANUPS+=("run_java dev.objectid.benchmarks.db.MemoryCgroup remove '$CGROUP'")
        echo "memory cgroup $CGROUP, limit $2"
    else
        CGROUP=""
        CGROUP_ARGS=(--cgroup-unavailable "${out#unavailable: }")
        echo "WARNING: no memory cgroup ($out); the server runs without a memory limit, so evicted pages may come" \
            "from the page cache instead of the disk" >&2
    fi
}

# A throwaway PostgreSQL cluster: pg_start PORT SHARED_BUFFERS MAX_WAL_SIZE CGROUP_DIR [WRAPPER...]
pg_start() {
    local port=$1 buffers=$2 wal=$3 cgroup=$4; shift 4
    local dir
    dir=$(mktemp -d "$TMP_PREFIX-pg-$port.XXXXXX")
    CLEANUPS+=("rm -rf '$dir'")
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    chmod 700 "$dir"
    "${AS_PG[@]}" "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
        --wal-segsize=1 >/dev/null
    CLEANUPS+=("${AS_PG[*]} '$PG_BIN/pg_ctl' -D '$dir/data' -m fast -w stop")
    # shellcheck disable=SC2086
    in_cgroup "$cgroup" "$@" "${AS_PG[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
        "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir -c shared_buffers=$buffers -c max_wal_size=$wal -c min_wal_size=2MB" \
        start >/dev/null
}

# A throwaway MariaDB server: mariadb_start PORT CGROUP_DIR [mariadbd options...]
mariadb_start() {
    local port=$1 cgroup=$2; shift 2
    local dir i
    dir=$(mktemp -d "$TMP_PREFIX-mariadb-$port.XXXXXX")
    CLEANUPS+=("rm -rf '$dir'")
    [ "$(id -u)" = 0 ] && chown mysql:mysql "$dir"
    mariadb-install-db --no-defaults --datadir="$dir/data" --user=mysql --auth-root-authentication-method=normal \
        --skip-test-db >"$dir/install.log" 2>&1
    # started from this shell (not from a function in the background), so that $! is the server itself
    sh -c 'if [ -n "$0" ]; then echo $$ > "$0/cgroup.procs" || exit 1; fi; exec "$@"' "$cgroup" \
        "$MARIADB_BIN/mariadbd" --no-defaults --datadir="$dir/data" --user=mysql --port="$port" \
        --bind-address=127.0.0.1 --socket="$dir/mariadb.sock" --pid-file="$dir/mariadb.pid" \
        --log-error="$dir/error.log" --skip-log-bin --performance-schema=OFF --innodb-log-file-size=256M \
        --aria-pagecache-buffer-size=8M --key-buffer-size=8M "$@" >/dev/null 2>&1 &
    local pid=$!
    CLEANUPS+=("kill $pid; wait $pid")
    for i in $(seq 1 120); do
        [ -S "$dir/mariadb.sock" ] && mariadb --socket="$dir/mariadb.sock" -uroot -e 'select 1' >/dev/null 2>&1 \
            && return 0
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.5
    done
    echo "MariaDB on port $port did not start:" >&2
    tail -20 "$dir/error.log" >&2
    return 1
}

if has small-cache; then
    # A throwaway cluster whose shared_buffers is far smaller than the primary-key indexes.
    # shellcheck disable=SC2086
    pg_start "$SMALL_PORT" "$SMALL_SHARED_BUFFERS" "$SMALL_MAX_WAL_SIZE" "" $PG_WRAPPER
    run_java -Xmx2g dev.objectid.benchmarks.db.DatabaseBenchmark --out "$OUT/db-small-cache.json" \
        --regime small-cache --url "jdbc:postgresql://127.0.0.1:$SMALL_PORT/postgres" --user postgres \
        --rows "$ROWS" --rounds "$ROUNDS"
    cleanup_all
fi

if has innodb; then
    mariadb_start "$INNODB_PORT" "" --innodb-buffer-pool-size="$INNODB_BUFFER_POOL"
    run_java -Xmx2g dev.objectid.benchmarks.db.InnoDbBenchmark --out "$OUT/db-innodb.json" --regime cached \
        --url "jdbc:mariadb://127.0.0.1:$INNODB_PORT/" --rows "$INNODB_ROWS" --rounds 1 \
        --warmup-rows "$DB_WARMUP_ROWS"
    cleanup_all
fi

if has memory-bound-postgresql; then
    make_cgroup "objectid-bench-pg-$$" "$MB_PG_LIMIT"
    pg_start "$MB_PG_PORT" "$MB_PG_SHARED_BUFFERS" 64MB "$CGROUP"
    run_java -Xmx2g dev.objectid.benchmarks.db.DatabaseBenchmark --out "$OUT/db-memory-bound-postgresql.json" \
        --regime memory-bound --url "jdbc:postgresql://127.0.0.1:$MB_PG_PORT/postgres" --user postgres \
        --rows "$MB_PG_ROWS" --rounds 1 --keys "$MB_KEYS" --warmup-rows "$DB_WARMUP_ROWS" "${CGROUP_ARGS[@]}"
    cleanup_all
fi

if has memory-bound-mariadb; then
    make_cgroup "objectid-bench-mariadb-$$" "$MB_MARIADB_LIMIT"
    mariadb_start "$MB_MARIADB_PORT" "$CGROUP" --innodb-buffer-pool-size="$MB_MARIADB_BUFFER_POOL" \
        --innodb-flush-method="$MB_MARIADB_FLUSH"
    run_java -Xmx2g dev.objectid.benchmarks.db.InnoDbBenchmark --out "$OUT/db-memory-bound-mariadb.json" \
        --regime memory-bound --url "jdbc:mariadb://127.0.0.1:$MB_MARIADB_PORT/" --rows "$MB_ROWS" --rounds 1 \
        --keys "$MB_KEYS" --warmup-rows "$DB_WARMUP_ROWS" "${CGROUP_ARGS[@]}"
    cleanup_all
fi

if has read; then
    # one JMH command per database; the ratios to Long are taken within each file
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'ReadPathBenchmark' $READ_JMH_OPTS -p db=h2 \
        -rf json -rff "$OUT/read-path-h2.json"
    # shellcheck disable=SC2086
    run_java org.openjdk.jmh.Main 'ReadPathBenchmark' $READ_JMH_OPTS -p db=postgresql -p url="$READ_PG_URL" \
        -p user="$PG_USER" -rf json -rff "$OUT/read-path-postgresql.json"
    # a typed id against ObjectId and the control, read in turn in forks that start with ReadPathBenchmark's options
    # shellcheck disable=SC2086
    run_java -Xmx256m dev.objectid.benchmarks.read.TypedIdReadComparison --db h2 $READ_TYPED_OPTS \
        --out "$OUT/read-typed-h2.json"
    # shellcheck disable=SC2086
    run_java -Xmx256m dev.objectid.benchmarks.read.TypedIdReadComparison --db postgresql --url "$READ_PG_URL" \
        --user "$PG_USER" $READ_TYPED_OPTS --out "$OUT/read-typed-postgresql.json"
fi

if has retention; then
    # PostgreSQL: the PG_URL server (its WAL position counts other clients' writes too); MariaDB: a throwaway server
    # with a ROW binary log, as a primary with replicas runs
    run_java -Xmx1g dev.objectid.benchmarks.retention.PartitionRetention --database postgresql --url "$PG_URL" \
        --user "$PG_USER" --rows "$RETENTION_ROWS" --rounds "$RETENTION_ROUNDS" \
        --out "$OUT/partition-retention-postgresql.json"
    mariadb_start "$RETENTION_PORT" "" --log-bin --binlog-format=ROW --server-id=1
    run_java -Xmx1g dev.objectid.benchmarks.retention.PartitionRetention --database mariadb \
        --url "jdbc:mariadb://127.0.0.1:$RETENTION_PORT/mysql" --user root --rows "$RETENTION_ROWS" \
        --rounds "$RETENTION_ROUNDS" --out "$OUT/partition-retention-mariadb.json"
    cleanup_all
fi

if has import; then
    # objectid import against psql's \copy and the mariadb client's LOAD DATA, whole processes, on the PG_URL
    # server and the MariaDB at MARIADB_HOST:MARIADB_PORT (database bench_import on each, made if missing)
    if [ -z "$CLI_JAR" ]; then
        mvn -B -ntp -q -pl tools/cli -am package -DskipTests
        CLI_JAR=$(ls "$ROOT"/tools/cli/target/objectid-cli-*.jar | grep -v -- '-sources\|-javadoc' | head -1)
    fi
    PG_HOST_PORT=${PG_URL#jdbc:postgresql://}; PG_HOST_PORT=${PG_HOST_PORT%%/*}
    for database in $IMPORT_DATABASES; do
        if [ $database = postgresql ]; then
            where=(--host "${PG_HOST_PORT%%:*}" --port "${PG_HOST_PORT##*:}" --user "$PG_USER")
        else
            where=(--host "$MARIADB_HOST" --port "$MARIADB_PORT" --user root)
        fi
        run_java -Xmx1g dev.objectid.benchmarks.importer.ImportBenchmark --database $database "${where[@]}" \
            --cli "$CLI_JAR" --java "$JAVA" --data "$TMP_PREFIX-import" --customers "$IMPORT_CUSTOMERS" \
            --orders "$IMPORT_ORDERS" --rounds "$IMPORT_ROUNDS" --out "$OUT/import-$database.json"
    done
fi

if [ "$MEASURES" = 1 ]; then
    run_java dev.objectid.benchmarks.MachineInfo end "$OUT/run.json"
fi

if has report; then
    run_java dev.objectid.benchmarks.report.PerformanceReport "$OUT" "$ROOT/docs"
fi
