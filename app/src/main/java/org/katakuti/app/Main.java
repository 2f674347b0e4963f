package org.katakuti.app;

import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Locale;

import org.katakuti.app.cli.CommandLine;
import org.katakuti.app.cli.Commands;
import org.katakuti.app.log.DataFolder;
import org.katakuti.app.plugin.PluginFolders;
import org.katakuti.app.table.TableLauncher;

/**
 * {@code java -jar katakuti.jar}: with no arguments (or only
 * {@code --data-dir DIR} and a match log {@code FILE.json}), opens the table; with a
 * command ({@code katakuti rules ...}), runs it (see {@link CommandLine}) and
 * exits with its status.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        TableArguments table;
        try {
            table = TableArguments.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("katakuti: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (table != null) {
            openTable(table);
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

    /**
     * What opens the table rather than running a command: nothing,
     * {@code --data-dir DIR} (where the match logs are kept, instead of the
     * usual folder; see {@link DataFolder}), {@code --plugins DIR} (one more
     * folder of plugin jars), and a match log to open
     * ({@code katakuti FILE.json}), in any order.
     */
    static final class TableArguments {
        final String dataDir;
        final Path log;

        private TableArguments(String dataDir, Path log) {
            this.dataDir = dataDir;
            this.log = log;
        }

        /**
         * @return the table's arguments; null when {@code args} are a command's
         * @throws IllegalArgumentException when --data-dir has no folder after it
         */
        static TableArguments parse(String[] args) {
            String dataDir = null;
            Path log = null;
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                if (arg.equals("--data-dir")) {
                    if (i + 1 >= args.length || args[i + 1].startsWith("-")) {
                        throw new IllegalArgumentException("--data-dir needs a folder after it");
                    }
                    dataDir = args[++i];
                } else if (arg.equals("--plugins")) {
                    if (i + 1 >= args.length || args[i + 1].startsWith("-")) {
                        throw new IllegalArgumentException("--plugins needs a folder after it");
                    }
                    // the table's catalogs read the folder from here (PluginFolders.standard)
                    System.setProperty(PluginFolders.PROPERTY, args[++i]);
                } else if (log == null && arg.toLowerCase(Locale.ROOT).endsWith(".json") && !arg.startsWith("-")) {
                    log = Paths.get(arg);
                } else {
                    return null;
                }
            }
            return new TableArguments(dataDir, log);
        }
    }

    private static void openTable(TableArguments args) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("katakuti: no display here, so the table cannot open (try katakuti --help for the commands)");
            System.exit(CommandLine.UNEXPECTED);
        }
        try {
            TableLauncher.launch(DataFolder.current(args.dataDir), args.log, version());
        } catch (RuntimeException | Error e) {
            System.err.println("katakuti: the table could not open: " + CommandLine.oneLine(e));
            System.exit(CommandLine.UNEXPECTED);
        }
    }
}
