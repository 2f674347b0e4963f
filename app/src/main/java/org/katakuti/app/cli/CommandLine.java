package org.katakuti.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code katakuti COMMAND [OPTIONS]}: finds the command, runs it, and turns every
 * failure into one line on standard error and an exit status: 2 for bad input
 * (unknown command or option, bad value), 1 for anything unexpected. The user
 * never sees a stack trace.
 */
public final class CommandLine {

    /** The exit status for a failure that is not the user's input. */
    public static final int UNEXPECTED = 1;

    private final List<Command> commands;
    private final String version;

    /**
     * @param commands what can be run, in the order {@code --help} lists them
     * @param version what {@code --version} prints after {@code katakuti}
     */
    public CommandLine(List<Command> commands, String version) {
        this.commands = commands;
        this.version = version;
    }

    /**
     * Runs the command named by the first argument, or answers {@code --help}
     * ({@code -h}, {@code help}) and {@code --version}.
     *
     * @return the exit status
     */
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        String first = args.isEmpty() ? "--help" : args.get(0);
        List<String> rest = args.isEmpty() ? args : args.subList(1, args.size());
        Command command = null;
        try {
            if (first.equals("--help") || first.equals("-h") || first.equals("help")) {
                return help(rest, out);
            }
            if (first.equals("--version")) {
                out.println("katakuti " + version);
                return 0;
            }
            if (first.startsWith("-")) {
                throw new UsageException("unknown option " + first + " (try katakuti --help)");
            }
            command = command(first);
            if (!rest.isEmpty() && (rest.get(0).equals("--help") || rest.get(0).equals("-h"))) {
                out.print(command.usage());
                return 0;
            }
            return command.run(rest, out, err, in);
        } catch (UsageException e) {
            err.println("katakuti" + (command == null ? "" : " " + command.name()) + ": " + e.getMessage());
            return UsageException.EXIT_STATUS;
        } catch (RuntimeException | Error e) {
            // Everything ends here, so that the user reads one line, not a stack trace.
            err.println("katakuti" + (command == null ? "" : " " + command.name()) + ": unexpected error: " + oneLine(e));
            return UNEXPECTED;
        }
    }

    /** @return the class and message of a problem on one line, for an unexpected failure */
    public static String oneLine(Throwable problem) {
        String name = problem.getClass().getSimpleName();
        String message = problem.getMessage();
        return (message == null ? name : name + ": " + message).replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }

    private Command command(String name) {
        for (Command command : commands) {
            if (command.name().equals(name)) {
                return command;
            }
        }
        throw new UsageException("unknown command '" + name + "' (try katakuti --help)");
    }

    private int help(List<String> topic, PrintStream out) {
        if (!topic.isEmpty()) {
            out.print(command(topic.get(0)).usage());
            return 0;
        }
        out.println("usage: katakuti                      open the table");
        out.println("       katakuti COMMAND [OPTIONS]    run a command");
        out.println();
        out.println("commands:");
        for (Command command : commands) {
            out.println(String.format("  %-8s %s", command.name(), command.summary()));
        }
        out.println();
        out.println("  --help, -h    this list; katakuti COMMAND --help tells a command's options");
        out.println("  --version     the version");
        return 0;
    }
}
