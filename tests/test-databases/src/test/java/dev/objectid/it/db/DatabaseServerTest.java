package dev.objectid.it.db;

import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A server named in OBJECTID_TEST_DATABASES that is not there fails the run, saying how to start it. */
class DatabaseServerTest {

    @ParameterizedTest
    @EnumSource(DatabaseServer.class)
    void anUnreachableServerIsAnErrorThatSaysWhatToDo(DatabaseServer server) {
        String nowhere = server == DatabaseServer.POSTGRESQL
                ? "jdbc:postgresql://127.0.0.1:1/test?connectTimeout=2"
                : "jdbc:mariadb://127.0.0.1:1/test?connectTimeout=2000";
        Map<String, String> environment = Map.of("OBJECTID_" + server.name() + "_URL", nowhere);

        assertThatIllegalStateException()
                .isThrownBy(() -> server.connect(environment::get).close())
                .withMessageStartingWith(server.name() + " is named in OBJECTID_TEST_DATABASES but cannot be reached"
                        + " at " + nowhere + " as user '")
                .withMessageContaining("start it (Debian: ")
                .withMessageContaining("point OBJECTID_" + server.name() + "_URL / _USER / _PASSWORD at a running")
                .withMessageContaining("or remove " + server.key() + " from OBJECTID_TEST_DATABASES");
    }
}
