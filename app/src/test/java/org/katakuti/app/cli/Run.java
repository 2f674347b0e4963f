package org.katakuti.app.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One run of a command in a test, through the command line as a user would
 * (so bad input ends as one line on standard error and status 2): its exit
 * status and what it printed, line by line.
 */
record Run(int status, List<String> out, List<String> err) {

    static Run of(Command command, String input, String... args) {
        List<String> line = new ArrayList<>();
        line.add(command.name());
        line.addAll(List.of(args));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new CommandLine(List.of(command), "test").run(line,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        return new Run(status, lines(out), lines(err));
    }

    private static List<String> lines(ByteArrayOutputStream bytes) {
        String text = bytes.toString(StandardCharsets.UTF_8);
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
    }

    String lastOut() {
        return out.get(out.size() - 1);
    }

    /** @return true when the run was refused as bad input: status 2 and one line on standard error */
    boolean isBadInput() {
        return status == 2 && err.size() == 1;
    }
}
