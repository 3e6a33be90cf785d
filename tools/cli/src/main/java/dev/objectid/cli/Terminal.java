package dev.objectid.cli;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether the process runs on a terminal: one it can prompt on and draw a progress line on. */
final class Terminal {

    private Terminal() {}

    /**
     * Whether standard input and output are a terminal. From Java 22 on, {@link System#console()} is not
     * {@code null} when they are redirected; {@code Console.isTerminal()} then tells.
     */
    static boolean present() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (NoSuchMethodException beforeJava22) {
            return true;
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }
}
