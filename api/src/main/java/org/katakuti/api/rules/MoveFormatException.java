package org.katakuti.api.rules;

/** Thrown when a move or point cannot be read as notation at all. */
public class MoveFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** @param message what was wrong with the text, readable by a player */
    public MoveFormatException(String message) {
        super(message);
    }
}
