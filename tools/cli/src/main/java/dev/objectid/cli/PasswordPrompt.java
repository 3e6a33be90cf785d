package dev.objectid.cli;

import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code --password} without a value: picocli prompts for it, which needs a terminal. Without one (a script, a
 * pipe, a build), picocli would print its prompt on standard output and read the password from standard input; this
 * refuses it instead, pointing to {@link ImportCommand#PASSWORD_VARIABLE}.
 */
final class PasswordPrompt implements IParameterPreprocessor {

    @Override
    public boolean preprocess(Stack<String> args, CommandSpec spec, ArgSpec option, Map<String, Object> info) {
        boolean valueGiven = "=".equals(String.valueOf(info.get("separator")))
                || !args.isEmpty() && !args.peek().equals("--") && spec.findOption(name(args.peek())) == null;
        if (!valueGiven && !((ObjectIdCli) spec.root().userObject()).terminal()) {
            throw new ParameterException(
                    spec.commandLine(),
                    "--password without a value asks for the password on a terminal, and there is none; give it in"
                            + " the environment variable " + ImportCommand.PASSWORD_VARIABLE);
        }
        return false;
    }

    /** The option name of an argument, {@code --user} of {@code --user=me}. */
    private static String name(String arg) {
        int equals = arg.indexOf('=');
        return equals < 0 ? arg : arg.substring(0, equals);
    }
}
