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
    NO_CAPTURE("no-capture");

    private final String notation;

    Reason(String notation) {
        this.notation = notation;
    }

    /** @return the reason as written in logs and protocols, e.g. {@code no-capture} */
    public String notation() {
        return notation;
    }
}
