package org.katakuti.api.rules;

/**
 * One of the two seats in a single game: {@code first} moves first in that game,
 * {@code second} answers. Over a match the first move changes hands; see
 * {@link org.katakuti.api.match.Match} for which player holds which seat.
 */
public enum Seat {
    /** The seat that moves first in this game. */
    FIRST("first"),
    /** The seat that moves second in this game. */
    SECOND("second");

    private final String notation;

    Seat(String notation) {
        this.notation = notation;
    }

    /** @return the other seat */
    public Seat other() {
        return this == FIRST ? SECOND : FIRST;
    }

    /** @return {@code "first"} or {@code "second"}, as in logs and protocols */
    public String notation() {
        return notation;
    }

    /**
     * Reads a seat written as {@code first} or {@code second}.
     *
     * @throws IllegalArgumentException for anything else
     */
    public static Seat fromNotation(String text) {
        for (Seat seat : values()) {
            if (seat.notation.equals(text)) {
                return seat;
            }
        }
        throw new IllegalArgumentException("not a seat: '" + text + "' (expected first or second)");
    }
}
