package org.katakuti.api.rules;

/**
 * The state of a game's result: ongoing, or over with a winner (or none) and a
 * reason. Immutable.
 */
public final class Outcome {

    /** The game goes on. */
    public static final Outcome ONGOING = new Outcome(Status.ONGOING, null, null);

    private final Status status;
    private final Seat winner;
    private final Reason reason;

    private Outcome(Status status, Seat winner, Reason reason) {
        this.status = status;
        this.winner = winner;
        this.reason = reason;
    }

    /** A win for {@code winner}. */
    public static Outcome win(Seat winner, Reason reason) {
        if (winner == null || reason == null) {
            throw new NullPointerException("a win needs a winner and a reason");
        }
        return new Outcome(Status.WIN, winner, reason);
    }

    /** A draw. */
    public static Outcome draw(Reason reason) {
        if (reason == null) {
            throw new NullPointerException("a draw needs a reason");
        }
        return new Outcome(Status.DRAW, null, reason);
    }

    /** @return ongoing, win or draw */
    public Status status() {
        return status;
    }

    /** @return the winning seat; null while ongoing and for a draw */
    public Seat winner() {
        return winner;
    }

    /** @return why the game ended; null while ongoing */
    public Reason reason() {
        return reason;
    }

    /** @return true once the game is won or drawn */
    public boolean isOver() {
        return status != Status.ONGOING;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Outcome)) {
            return false;
        }
        Outcome that = (Outcome) other;
        return status == that.status && winner == that.winner && reason == that.reason;
    }

    @Override
    public int hashCode() {
        return (status.hashCode() * 31 + (winner == null ? 0 : winner.hashCode())) * 31
                + (reason == null ? 0 : reason.hashCode());
    }

    @Override
    public String toString() {
        switch (status) {
            case WIN:
                return winner.notation() + " wins (" + reason.notation() + ")";
            case DRAW:
                return "draw (" + reason.notation() + ")";
            default:
                return "ongoing";
        }
    }
}
