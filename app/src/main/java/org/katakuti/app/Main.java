package org.katakuti.app;

import java.awt.GraphicsEnvironment;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

import org.katakuti.app.cli.Command;
import org.katakuti.app.cli.Commands;
import org.katakuti.app.cli.UsageException;
import org.katakuti.app.table.TableLauncher;

/**
 * {@code java -jar katakuti.jar}: with no arguments, opens the table; with a
 * command ({@code katakuti rules ...}), runs it and exits with its status.
 *
 * <p>Exit status: 0 for success, 2 for bad input (unknown command or option,
 * bad value), 1 for anything unexpected. The user sees one line on standard
 * error, never a stack trace.
 */
public final class Main {

    private static final int UNEXPECTED = 1;

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            openTable(args);
            return;
        }
        int status = run(Arrays.asList(args), System.out, System.err, System.in);
        System.out.flush();
        System.exit(status);
    }

    /**
     * Runs the command named by the first argument.
     *
     * @return the exit status
     */
    public static int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        String first = args.isEmpty() ? "--help" : args.get(0);
        Command command = null;
        try {
            if (first.equals("--help") || first.equals("-h") || first.equals("help")) {
                return help(args.subList(1, args.size()), out);
            }
            if (first.equals("--version")) {
                out.println("katakuti " + version());
                return 0;
            }
            if (first.startsWith("-")) {
                throw new UsageException("unknown option " + first + " (try katakuti --help)");
            }
            command = command(first);
            List<String> rest = args.subList(1, args.size());
            if (!rest.isEmpty() && (rest.get(0).equals("--help") || rest.get(0).equals("-h"))) {
                out.print(command.usage());
                return 0;
            }
            return command.run(rest, out, err, in);
        } catch (UsageException e) {
            err.println("katakuti" + (command == null ? "" : " " + command.name()) + ": " + e.getMessage());
            return UsageException.EXIT_STATUS;
        } catch (RuntimeException | Error e) {
            // Catch everything here, so that the user reads one line, not a stack trace.
            err.println("katakuti: unexpected error: " + oneLine(e));
            return UNEXPECTED;
        }
    }

    /** @return the version from the jar's manifest, or {@code dev} when run from the build's classes */
    public static String version() {
        String version = Main.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
    }

    private static Command command(String name) {
        Command command = Commands.byName(name);
        if (command == null) {
            throw new UsageException("unknown command '" + name + "' (try katakuti --help)");
        }
        return command;
    }

    private static int help(List<String> topic, PrintStream out) {
        if (!topic.isEmpty()) {
            out.print(command(topic.get(0)).usage());
            return 0;
        }
        out.println("usage: katakuti                      open the table");
        out.println("       katakuti COMMAND [OPTIONS]    run a command");
        out.println();
        out.println("commands:");
        for (Command command : Commands.all()) {
            out.println(String.format("  %-8s %s", command.name(), command.summary()));
        }
        out.println();
        out.println("  --help, -h    this list; katakuti COMMAND --help tells a command's options");
        out.println("  --version     the version");
        return 0;
    }

    private static void openTable(String[] args) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("katakuti: no display here, so the table cannot open (try katakuti --help for the commands)");
            System.exit(UNEXPECTED);
        }
        try {
            TableLauncher.launch(args);
        } catch (RuntimeException | Error e) {
            System.err.println("katakuti: the table could not open: " + oneLine(e));
            System.exit(UNEXPECTED);
        }
    }

    private static String oneLine(Throwable problem) {
        String message = problem.getMessage();
        String text = message == null ? problem.getClass().getSimpleName() : problem.getClass().getSimpleName() + ": " + message;
        return text.replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }
}
