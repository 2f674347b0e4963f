package org.katakuti.app.bots;

/** The three strengths of the built-in computer opponent. */
public enum Level {
    /** Often misses threats. */
    EASY("easy", "Easy", "often misses a threat: for a first game"),
    /** Sees the immediate threats. */
    NORMAL("normal", "Normal", "sees every win and every threat one move ahead"),
    /** The strongest that fits its time budget; perfect where the game is small enough. */
    HARD("hard", "Hard", "the strongest within its time; perfect on the small grids");

    private final String id;
    private final String name;
    private final String description;

    Level(String id, String name, String description) {
        this.id = id;
        this.name = name;
        this.description = description;
    }

    /** @return one line in English on how it plays, for the Bots window and {@code katakuti bots} */
    public String description() {
        return description;
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
