package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.WorkerJvm;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.AuditEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.h2.tools.Server;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many processes, one table: 4 separate JVMs, started together, each insert 250,000 rows with generated ids through
 * Hibernate with JDBC batching. Nothing coordinates them but their random 5-byte process values: there must be no
 * duplicate-key error and exactly 1,000,000 rows, with 4 distinct process values.
 */
class ManyProcessesTest {

    private static final int PROCESSES = 4;
    private static final int ROWS_PER_PROCESS = Integer.getInteger("objectid.test.rowsPerProcess", 250_000);

    @TempDir
    Path logs;

    @Test
    void fourJvmsInsertAMillionRowsWithoutAConflict() throws Exception {
        TestDatabase database = TestDatabases.create();
        Server h2Server = null;
        try (SessionFactory schema = HibernateBootstrap.start(
                getClass().getClassLoader(), database, Map.of("hibernate.hbm2ddl.auto", "create"), AuditEvent.class)) {
            String url = database.url();
            if (database.name().equals("h2")) {
                // an in-memory H2 database lives in this JVM: serve it to the others over TCP
                h2Server = Server.createTcpServer("-tcpPort", "0").start();
                url = "jdbc:h2:tcp://127.0.0.1:" + h2Server.getPort() + "/" + url.substring("jdbc:h2:".length());
            }

            List<Process> processes = new ArrayList<>();
            for (int i = 0; i < PROCESSES; i++) {
                processes.add(new ProcessBuilder(javaCommand(url, database.user(), database.password()))
                        .redirectErrorStream(true)
                        .redirectOutput(logs.resolve("worker-" + i + ".log").toFile())
                        .start());
            }
            for (int i = 0; i < PROCESSES; i++) {
                Process process = processes.get(i);
                assertThat(process.waitFor(15, TimeUnit.MINUTES))
                        .as("worker %d finishes", i)
                        .isTrue();
                String log = Files.readString(logs.resolve("worker-" + i + ".log"), StandardCharsets.UTF_8);
                assertThat(process.exitValue()).as("worker %d:%n%s", i, log).isZero();
                assertThat(log).contains("inserted " + ROWS_PER_PROCESS).doesNotContain("Exception");
            }

            try (Connection connection = database.dataSource().getConnection();
                    Statement statement = connection.createStatement();
                    ResultSet ids = statement.executeQuery("select id from AuditEvent")) {
                Set<ObjectId> distinct = new HashSet<>();
                Set<Long> processValues = new HashSet<>();
                int rows = 0;
                while (ids.next()) {
                    ObjectId id = ObjectId.fromBytes(ids.getBytes(1));
                    distinct.add(id);
                    processValues.add(id.processValue());
                    rows++;
                }
                assertThat(rows).isEqualTo(PROCESSES * ROWS_PER_PROCESS);
                assertThat(distinct).hasSize(rows);
                assertThat(processValues).as("one process value per JVM").hasSize(PROCESSES);
            }
        } finally {
            if (h2Server != null) {
                h2Server.stop();
            }
        }
    }

    private static List<String> javaCommand(String url, String user, String password) {
        return WorkerJvm.command(
                InsertWorker.class,
                List.of(),
                List.of(url, user, password.isEmpty() ? "-" : password, String.valueOf(ROWS_PER_PROCESS)));
    }
}
