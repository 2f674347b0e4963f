package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class CommandLineTest {

    /** A command that fails the way a bug would. */
    private static final class Broken implements Command {
        @Override
        public String name() {
            return "broken";
        }

        @Override
        public String summary() {
            return "fails unexpectedly";
        }

        @Override
        public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
            throw new IllegalStateException("the board\nfell over");
        }
    }

    private record Result(int status, String out, String err) {
    }

    private static Result run(List<Command> commands, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new CommandLine(commands, "1.2.3").run(List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Result run(String... args) {
        return run(Commands.all(), args);
    }

    @Test
    void helpListsEveryCommandWithItsSummaryOnOneLine() {
        Result help = run("--help");
        assertEquals(0, help.status());
        for (Command command : Commands.all()) {
            assertTrue(help.out().lines().anyMatch(line -> line.trim().startsWith(command.name() + " ")
                    && line.endsWith(command.summary())), command.name() + " is listed:\n" + help.out());
        }
    }

    @Test
    void helpHasThreeSpellings() {
        assertEquals(run("--help"), run("-h"));
        assertEquals(run("--help"), run("help"));
    }

    @Test
    void commandHelpPrintsItsUsage() {
        Command rules = new RulesCommand();
        assertEquals(new Result(0, rules.usage(), ""), run("rules", "--help"));
        assertEquals(new Result(0, rules.usage(), ""), run("help", "rules"));
    }

    @Test
    void versionIsPrinted() {
        assertEquals(new Result(0, "katakuti 1.2.3" + System.lineSeparator(), ""), run("--version"));
    }

    @Test
    void unknownCommandIsOneLineOnStandardErrorWithStatusTwo() {
        assertEquals(new Result(2, "", "katakuti: unknown command 'juggle' (try katakuti --help)" + System.lineSeparator()),
                run("juggle"));
    }

    @Test
    void unknownTopLevelOptionIsStatusTwo() {
        assertEquals(new Result(2, "", "katakuti: unknown option --fast (try katakuti --help)" + System.lineSeparator()),
                run("--fast"));
    }

    @Test
    void badOptionOfACommandNamesTheCommand() {
        Result result = run("rules", "--game", "tic-tac-toe", "--speed", "2");
        assertEquals(new Result(2, "", "katakuti rules: unknown option --speed for rules" + System.lineSeparator()), result);
    }

    @Test
    void unexpectedFailureIsOneLineWithStatusOneNotAStackTrace() {
        List<Command> commands = new ArrayList<>(Commands.all());
        commands.add(new Broken());
        Result result = run(commands, "broken");
        assertEquals(new Result(1, "",
                "katakuti broken: unexpected error: IllegalStateException: the board fell over" + System.lineSeparator()),
                result);
    }

    @Test
    void commandsHaveDistinctNames() {
        List<String> names = new ArrayList<>();
        for (Command command : Commands.all()) {
            assertTrue(!names.contains(command.name()), "two commands are called " + command.name());
            names.add(command.name());
        }
    }
}
