package org.katakuti.app.prefs;

import org.katakuti.api.match.Side;

/**
 * The choices the table remembers between runs, typed: the last match set-up,
 * the theme, the language and the pencil setting. Unknown or damaged values
 * fall back to the defaults.
 */
public final class TablePrefs {

    /** How the window is coloured. */
    public enum Theme {
        LIGHT, DARK, SYSTEM
    }

    private static final String GAME = "match.game";
    private static final String FIRST_TO = "match.firstTo";
    private static final String NAME_ONE = "match.nameOne";
    private static final String NAME_TWO = "match.nameTwo";
    private static final String OPPONENT = "match.opponent";
    private static final String BOT_SIDE = "match.botPlaysOne";
    private static final String PLAYER_ONE = "match.playerOne";
    private static final String PLAYER_TWO = "match.playerTwo";
    private static final String THEME = "view.theme";
    private static final String LANGUAGE = "view.language";
    private static final String PENCIL = "view.pencilFirst";
    private static final String THREATS = "view.warnThreats";

    private final PrefsStore store;

    public TablePrefs(PrefsStore store) {
        this.store = store;
    }

    public String gameId() {
        return store.get(GAME, "tic-tac-toe");
    }

    public void setGameId(String id) {
        store.put(GAME, id);
    }

    /** @return 1, 3 or 5; 3 unless another valid value was stored */
    public int firstTo() {
        String value = store.get(FIRST_TO, "3");
        return "1".equals(value) || "5".equals(value) ? Integer.parseInt(value) : 3;
    }

    public void setFirstTo(int wins) {
        store.put(FIRST_TO, Integer.toString(wins));
    }

    /** @return the remembered name of the player of crosses; empty when none */
    public String nameOne() {
        return store.get(NAME_ONE, "");
    }

    public void setNameOne(String name) {
        store.put(NAME_ONE, name);
    }

    /** @return the remembered name of the player of noughts; empty when none */
    public String nameTwo() {
        return store.get(NAME_TWO, "");
    }

    public void setNameTwo(String name) {
        store.put(NAME_TWO, name);
    }

    /** @return the id of the chosen bot factory; empty for a friend on this computer */
    /**
     * @return the id of the computer player chosen last for {@code side}; empty
     *     for a person. (Before both sides could be computers, the table kept
     *     one opponent and its side: those choices are read too.)
     */
    public String playerId(Side side) {
        String key = side == Side.ONE ? PLAYER_ONE : PLAYER_TWO;
        String chosen = store.get(key, null);
        if (chosen != null) {
            return chosen;
        }
        boolean botPlaysOne = Boolean.parseBoolean(store.get(BOT_SIDE, "false"));
        return (side == Side.ONE) == botPlaysOne ? store.get(OPPONENT, "") : "";
    }

    /** Remembers the computer player chosen for {@code side} by its id; empty for a person. */
    public void setPlayerId(Side side, String id) {
        store.put(side == Side.ONE ? PLAYER_ONE : PLAYER_TWO, id == null ? "" : id);
    }

    public Theme theme() {
        try {
            return Theme.valueOf(store.get(THEME, Theme.SYSTEM.name()));
        } catch (IllegalArgumentException e) {
            return Theme.SYSTEM;
        }
    }

    public void setTheme(Theme theme) {
        store.put(THEME, theme.name());
    }

    /** @return a language tag ({@code en}, {@code ne}); empty to follow the system locale */
    public String language() {
        return store.get(LANGUAGE, "");
    }

    public void setLanguage(String tag) {
        store.put(LANGUAGE, tag);
    }

    /** @return true when a big grid's first click only pencils the mark (off by default: a mouse is precise) */
    public boolean pencilFirst() {
        return Boolean.parseBoolean(store.get(PENCIL, "false"));
    }

    public void setPencilFirst(boolean on) {
        store.put(PENCIL, Boolean.toString(on));
    }

    /** @return true when the table rings the other player's threats on the board (off by default: spotting them is half the game) */
    public boolean warnThreats() {
        return Boolean.parseBoolean(store.get(THREATS, "false"));
    }

    public void setWarnThreats(boolean on) {
        store.put(THREATS, Boolean.toString(on));
    }

    /** @return where the choices are kept, for the settings of other parts of the table (online play) */
    public PrefsStore store() {
        return store;
    }

    // issue 10: the window's place and the pen sounds

    private static final String WINDOW = "window.bounds";
    private static final String SOUND = "view.sound";

    /** @return where the window was last, as x, y, width and height; null when never stored or damaged */
    public java.awt.Rectangle windowBounds() {
        String[] parts = store.get(WINDOW, "").split(",");
        if (parts.length != 4) {
            return null;
        }
        try {
            java.awt.Rectangle bounds = new java.awt.Rectangle(Integer.parseInt(parts[0].trim()),
                    Integer.parseInt(parts[1].trim()), Integer.parseInt(parts[2].trim()), Integer.parseInt(parts[3].trim()));
            return bounds.width > 0 && bounds.height > 0 ? bounds : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    public void setWindowBounds(java.awt.Rectangle bounds) {
        store.put(WINDOW, bounds.x + "," + bounds.y + "," + bounds.width + "," + bounds.height);
    }

    /** @return true when a mark or a capture makes its quiet pen sound (on by default) */
    public boolean sound() {
        return Boolean.parseBoolean(store.get(SOUND, "true"));
    }

    public void setSound(boolean on) {
        store.put(SOUND, Boolean.toString(on));
    }

    /** Writes the choices to lasting storage. */
    public void save() {
        store.save();
    }
}
