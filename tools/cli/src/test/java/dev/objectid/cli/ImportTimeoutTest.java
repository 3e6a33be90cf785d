package dev.objectid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A database server that takes the connection and never answers: the import gives up after {@code --connect-timeout}
 * with a message saying so, instead of waiting forever.
 */
class ImportTimeoutTest {

    @TempDir
    Path folder;

    private ServerSocket server;
    private final List<Socket> accepted = new CopyOnWriteArrayList<>();

    @BeforeEach
    void silentServer() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(() -> {
            try {
                while (true) {
                    accepted.add(server.accept()); // held open, never written to
                }
            } catch (IOException closed) {
                // the test is over
            }
        });
        acceptor.setDaemon(true);
        acceptor.start();
    }

    @AfterEach
    void close() throws IOException {
        server.close();
        for (Socket socket : accepted) {
            socket.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mariadb"})
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aServerThatNeverAnswersIsGivenUpOnWithAMessage(String driver) throws IOException {
        Path export =
                Files.writeString(folder.resolve("notes.json"), "{\"_id\":{\"$oid\":\"65a1f0c0e4b0a1b2c3d4e5f6\"}}\n");
        String url = "jdbc:" + driver + "://127.0.0.1:" + server.getLocalPort() + "/shop";
        Cli cli = new Cli();

        int status = cli.run(
                "import", "--url", url, "--user", "u", "--password", "p", "--connect-timeout", "1", export.toString());

        assertThat(status).as(cli.err()).isEqualTo(1);
        assertThat(cli.err())
                .contains("cannot connect to " + url + ": the database did not answer within 1 s (--connect-timeout")
                .contains("nothing was loaded")
                .doesNotContain("\tat ");
        assertThat(accepted).isNotEmpty();
    }
}
