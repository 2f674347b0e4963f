package org.katakuti.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The read loop of the commands that speak a line protocol on standard input and output ({@code bot}, {@code pbrain}). */
final class LineSessions {

    /** Answers one line of the conversation; false when the other side ended it. */
    interface Handler {
        boolean handle(String line, PrintStream out) throws InterruptedException;
    }

    private LineSessions() {
    }

    /**
     * Hands every line of {@code in} to {@code session} until it ends the
     * conversation or the input ends, then runs {@code close}.
     *
     * @return the exit status: 0, or 1 when the input could not be read or the thread was interrupted
     */
    static int serve(String command, Handler session, Runnable close, InputStream in, PrintStream out,
            PrintStream err) {
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        try {
            String line;
            while ((line = lines.readLine()) != null) {
                if (!session.handle(line, out)) {
                    break;
                }
            }
            return 0;
        } catch (IOException e) {
            err.println(command + ": cannot read standard input: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } finally {
            close.run();
        }
    }
}
