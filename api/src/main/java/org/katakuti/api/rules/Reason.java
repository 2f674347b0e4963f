package org.katakuti.api.rules;

/** Why a game ended, in the words of the rule book. */
public enum Reason {
    /** A line of k (m,n,k games), three small grids in a row (ultimate). */
    LINE("line"),
    /** Tigadi: the loser is down to two gotis, on the board and in hand together. */
    REDUCED("reduced"),
    /** Every square is marked (or, in ultimate, every small grid is closed) with no line. */
    FULL("full"),
    /** No line can be made any more, though squares are left. */
    DEAD("dead"),
    /** Tigadi: the same position stands for the third time. */
    REPETITION("repetition"),
    /** Tigadi: 100 turns in a row without a capture. */
    NO_CAPTURE("no-capture"),
    /**
     * Decided by the referee, not the position: a computer player answered an
     * illegal move, nothing, crashed, or ran out of time, and lost the game.
     * The kind is kept beside it ({@link org.katakuti.api.match.Forfeit}).
     */
    FORFEIT("forfeit"),
    /** Decided by the referee: the loser resigned the game. */
    RESIGNED("resigned"),
    /** Decided by the referee: online, the loser stayed away past the grace time and the other claimed the game. */
    ABANDONED("abandoned");

    private final String notation;

    Reason(String notation) {
        this.notation = notation;
    }

    /**
     * @return true for the ends that the referee decides (forfeit, resignation,
     *     abandonment); false for the ends the rules decide from the position
     */
    public boolean isRefereeDecision() {
        return this == FORFEIT || this == RESIGNED || this == ABANDONED;
    }

    /**
     * Reads a reason as written in logs and protocols.
     *
     * @throws IllegalArgumentException for anything else
     */
    public static Reason fromNotation(String text) {
        for (Reason reason : values()) {
            if (reason.notation.equals(text)) {
                return reason;
            }
        }
        throw new IllegalArgumentException("not a reason: '" + text + "'");
    }

    /** @return the reason as written in logs and protocols, e.g. {@code no-capture} */
    public String notation() {
        return notation;
    }
}
