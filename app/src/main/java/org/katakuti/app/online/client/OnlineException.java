package org.katakuti.app.online.client;

/**
 * A request to a room's server that did not work, with what went wrong in
 * plain words: the table shows the {@link Problem} in its own language and
 * the server's words beside it. Never a stack trace.
 */
public final class OnlineException extends Exception {

    private static final long serialVersionUID = 1L;

    /** What went wrong, as the table tells it. */
    public enum Problem {
        /** No answer from the address: wrong address, server down, no network. */
        UNREACHABLE,
        /** The server knows no room by that code (or it has closed). */
        NO_SUCH_ROOM,
        /** Both seats of the room are taken. */
        SEAT_TAKEN,
        /** The server speaks another version of the protocol (or is not a Katakuti server). */
        PROTOCOL_MISMATCH,
        /** The server does not know this seat's token. */
        BAD_TOKEN,
        /** Not this seat's turn, or the move was made on an old state. */
        OUT_OF_STEP,
        /** The rules refuse the move. */
        ILLEGAL,
        /** Too many requests from this address: wait a little. */
        TOO_MANY,
        /** Anything else the server refused or failed at. */
        REFUSED
    }

    private final Problem problem;

    public OnlineException(Problem problem, String message) {
        super(message);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
