package org.katakuti.app.bots;

/** The three strengths of the built-in computer opponent. */
public enum Level {
    /** Often misses threats. */
    EASY("easy", "Easy"),
    /** Sees the immediate threats. */
    NORMAL("normal", "Normal"),
    /** The strongest that fits its time budget; perfect where the game is small enough. */
    HARD("hard", "Hard");

    private final String id;
    private final String name;

    Level(String id, String name) {
        this.id = id;
        this.name = name;
    }

    /** @return the bot id used on the command line and in protocols */
    public String id() {
        return id;
    }

    /** @return the English name (the app shows a translated one) */
    public String displayName() {
        return name;
    }
}
