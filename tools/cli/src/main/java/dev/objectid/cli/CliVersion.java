package dev.objectid.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** What {@code --version} prints: the project's version, which the build writes into {@code cli-version.properties}. */
final class CliVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"objectid-cli " + version()};
    }

    /** The version of this build. */
    static String version() {
        Properties properties = new Properties();
        try (InputStream in = CliVersion.class.getResourceAsStream("cli-version.properties")) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version");
    }
}
