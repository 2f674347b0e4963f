package org.katakuti.app.online.referee;

/** A request the referee turned down, with the words a player reads and the kind of refusal. */
public final class RefereeException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final Refusal refusal;

    public RefereeException(Refusal refusal, String message) {
        super(message, null, false, false);
        this.refusal = refusal;
    }

    public Refusal refusal() {
        return refusal;
    }
}
