package org.katakuti.api.rules;

/** Whether a game is still being played, won, or drawn. */
public enum Status {
    /** The game goes on. */
    ONGOING("ongoing"),
    /** One seat has won. */
    WIN("win"),
    /** Nobody won. */
    DRAW("draw");

    private final String notation;

    Status(String notation) {
        this.notation = notation;
    }

    /** @return {@code ongoing}, {@code win} or {@code draw} */
    public String notation() {
        return notation;
    }
}
