package org.katakuti.app.cli;

/** Bad input on the command line: its message is shown to the user as one line, and the command exits with 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    /** @param message what was wrong, readable by the user */
    public UsageException(String message) {
        super(message);
    }
}
