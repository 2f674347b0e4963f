package org.katakuti.app;

import java.awt.GraphicsEnvironment;
import java.util.Arrays;

import org.katakuti.app.cli.CommandLine;
import org.katakuti.app.cli.Commands;
import org.katakuti.app.table.TableLauncher;

/**
 * {@code java -jar katakuti.jar}: with no arguments, opens the table; with a
 * command ({@code katakuti rules ...}), runs it (see {@link CommandLine}) and
 * exits with its status.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            openTable(args);
            return;
        }
        int status = new CommandLine(Commands.all(), version())
                .run(Arrays.asList(args), System.out, System.err, System.in);
        System.out.flush();
        System.exit(status);
    }

    /** @return the version from the jar's manifest, or {@code dev} when run from the build's classes */
    public static String version() {
        String version = Main.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
    }

    private static void openTable(String[] args) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("katakuti: no display here, so the table cannot open (try katakuti --help for the commands)");
            System.exit(CommandLine.UNEXPECTED);
        }
        try {
            TableLauncher.launch(args);
        } catch (RuntimeException | Error e) {
            System.err.println("katakuti: the table could not open: " + CommandLine.oneLine(e));
            System.exit(CommandLine.UNEXPECTED);
        }
    }
}
