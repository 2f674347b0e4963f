package org.katakuti.api.match;

/** What kind of player fills a side of a match. */
public enum PlayerKind {
    /** A person at this computer. */
    PERSON("person"),
    /** One of the table's own computer levels. */
    BUILT_IN("built-in"),
    /** A bot from a plugin jar. */
    PLUGIN("plugin"),
    /** An outside engine run as a program of its own. */
    ENGINE("engine"),
    /** A player on another computer, over the network. */
    REMOTE("remote");

    private final String notation;

    PlayerKind(String notation) {
        this.notation = notation;
    }

    /** @return true for the kinds that are computer players, which may forfeit */
    public boolean isComputer() {
        return this == BUILT_IN || this == PLUGIN || this == ENGINE;
    }

    /** @return the kind as written in logs and protocols, e.g. {@code built-in} */
    public String notation() {
        return notation;
    }

    /**
     * Reads a kind as written in logs and protocols.
     *
     * @throws IllegalArgumentException for anything else
     */
    public static PlayerKind fromNotation(String text) {
        for (PlayerKind kind : values()) {
            if (kind.notation.equals(text)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("not a kind of player: '" + text + "'");
    }
}
