package org.katakuti.app.table;

/** Why the computer gave no usable move: it crashed, or its move was illegal. */
public final class BotTrouble {

    /** The kinds of trouble, each with the text key that explains it. */
    public enum Kind {
        /** The bot threw, or could not be made. */
        CRASHED("bot.crashed"),
        /** The bot answered with a move the rules refuse (or with none). */
        ILLEGAL("bot.illegal");

        private final String textKey;

        Kind(String textKey) {
            this.textKey = textKey;
        }

        public String textKey() {
            return textKey;
        }
    }

    private final Kind kind;
    private final String botName;
    private final String detail;

    public BotTrouble(Kind kind, String botName, String detail) {
        this.kind = kind;
        this.botName = botName;
        this.detail = detail;
    }

    public Kind kind() {
        return kind;
    }

    /** @return the name of the bot, as its factory gives it */
    public String botName() {
        return botName;
    }

    /** @return the move or the error, in a few words (never a stack trace) */
    public String detail() {
        return detail;
    }

    @Override
    public String toString() {
        return kind + " " + botName + ": " + detail;
    }
}
