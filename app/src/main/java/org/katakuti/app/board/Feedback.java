package org.katakuti.app.board;

import org.katakuti.api.rules.Move;

/**
 * What a click or key on the board comes to: a move to play, a word to the
 * player (a text key of the bundles, with its arguments), or nothing at all.
 */
public final class Feedback {

    private static final Feedback NOTHING = new Feedback(null, null, new Object[0]);
    /** A click or Esc on a board showing an earlier position: back to the game. */
    private static final Feedback BACK_TO_GAME = new Feedback(null, null, new Object[0]);

    private final Move move;
    private final String textKey;
    private final Object[] arguments;

    private Feedback(Move move, String textKey, Object[] arguments) {
        this.move = move;
        this.textKey = textKey;
        this.arguments = arguments;
    }

    /** Nothing to play and nothing to say (the board just redraws). */
    public static Feedback nothing() {
        return NOTHING;
    }

    /** Leave the earlier position on show and come back to the game. */
    public static Feedback backToGame() {
        return BACK_TO_GAME;
    }

    /** @return true when the player asked to come back from an earlier position to the game */
    public boolean isBackToGame() {
        return this == BACK_TO_GAME;
    }

    /** Play this move. */
    public static Feedback play(Move move) {
        return new Feedback(move, null, new Object[0]);
    }

    /** Tell the player {@code textKey}, filled with {@code arguments}. */
    public static Feedback say(String textKey, Object... arguments) {
        return new Feedback(null, textKey, arguments.clone());
    }

    /** @return the move to play; null when there is none */
    public Move move() {
        return move;
    }

    /** @return the text key of what to tell the player; null when there is nothing to say */
    public String textKey() {
        return textKey;
    }

    /** @return the arguments of {@link #textKey()} */
    public Object[] arguments() {
        return arguments.clone();
    }

    @Override
    public String toString() {
        return move != null ? "play " + move : textKey != null ? "say " + textKey : "nothing";
    }
}
