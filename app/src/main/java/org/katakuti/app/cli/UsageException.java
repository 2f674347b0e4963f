package org.katakuti.app.cli;

/**
 * Bad command-line input: an unknown option, a missing value, an unknown game.
 * The message is shown to the user as it is, on one line, and the program exits
 * with status {@link #EXIT_STATUS}.
 */
public class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The exit status for bad input. */
    public static final int EXIT_STATUS = 2;

    /** @param message what was wrong, readable by the user */
    public UsageException(String message) {
        super(message);
    }
}
