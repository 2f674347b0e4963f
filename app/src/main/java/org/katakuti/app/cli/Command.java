package org.katakuti.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * One command of {@code katakuti COMMAND [OPTIONS]}. To add a command, write a
 * class that implements this and add one line to {@link Commands#all()}.
 *
 * <p>A command reads its options with {@link Options}, writes its results to
 * {@code out} and its complaints to {@code err}, and returns the exit status.
 * For bad input it throws {@link UsageException}: the caller prints the message
 * on one line and exits with status 2.
 */
public interface Command {

    /** @return the word typed after {@code katakuti}, e.g. {@code rules} */
    String name();

    /** @return what the command does, in one short line for {@code katakuti --help} */
    String summary();

    /**
     * @return how to call the command and what its options mean, printed by
     *     {@code katakuti COMMAND --help}
     */
    default String usage() {
        return "usage: katakuti " + name() + "\n\n" + summary() + "\n";
    }

    /**
     * Runs the command.
     *
     * @param args the arguments after the command's name
     * @return the exit status: 0 for success, 2 for bad input, 1 for anything else
     * @throws UsageException when the arguments or the input make no sense
     */
    int run(List<String> args, PrintStream out, PrintStream err, InputStream in);
}
