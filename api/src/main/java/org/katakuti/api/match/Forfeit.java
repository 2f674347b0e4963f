package org.katakuti.api.match;

/**
 * Why a computer player forfeited a game (reason {@code forfeit} in the rule
 * book's "Ends that the referee decides"). Written beside the reason in logs
 * and protocols by its {@link #notation()}.
 */
public enum Forfeit {
    /** It answered a move the rules refuse, or no move at all. */
    ILLEGAL("illegal"),
    /** It was still thinking when its budget plus the grace ran out. */
    TIME("time"),
    /** It failed: threw, could not be made, exited or crashed. */
    CRASH("crash");

    private final String notation;

    Forfeit(String notation) {
        this.notation = notation;
    }

    /** @return {@code illegal}, {@code time} or {@code crash}, as in logs and protocols */
    public String notation() {
        return notation;
    }

    /**
     * Reads a forfeit kind as written in logs and protocols.
     *
     * @throws IllegalArgumentException for anything else
     */
    public static Forfeit fromNotation(String text) {
        for (Forfeit kind : values()) {
            if (kind.notation.equals(text)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("not a kind of forfeit: '" + text + "' (expected illegal, time or crash)");
    }
}
