package org.katakuti.app.eye;

/** A result with best play, from one side's point of view. */
public enum Outlook {
    /** That side wins with best play (or has a forced win found). */
    WIN,
    /** Best play draws. */
    DRAW,
    /** That side loses with best play (or the other has a forced win found). */
    LOSS;

    /** @return the same result seen from the other side */
    public Outlook flipped() {
        return this == WIN ? LOSS : this == LOSS ? WIN : DRAW;
    }

    /** @return the key of this outlook's word in the message bundles, e.g. {@code eye.outlook.WIN} */
    public String nameKey() {
        return "eye.outlook." + name();
    }
}
