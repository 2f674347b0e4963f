package org.katakuti.app.board;

import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;

/**
 * Input for the games of marks (m,n,k and ultimate): a click inks a square,
 * or with "pencil first" on a big grid, the first click pencils it and a
 * second click on the same square inks it.
 */
public final class MarkInput extends BoardInput {

    private final String notHereKey;
    private boolean pencilFirst;
    private Point pencil;

    /**
     * @param notHereKey what to say when an empty square may not be marked now
     *     (ultimate: outside the grid the player was sent to)
     */
    public MarkInput(Position position, String notHereKey) {
        super(position);
        this.notHereKey = notHereKey;
    }

    /** Pencil first: only worth it on grids of 9x9 and more, where a slip is easy. */
    public void setPencilFirst(boolean on) {
        this.pencilFirst = on;
        if (!on) {
            pencil = null;
        }
    }

    /** @return true when the first click only pencils (the setting is on and the grid is big) */
    public boolean pencilFirst() {
        return pencilFirst && position().columns() >= 9;
    }

    /** @return the pencilled square; null when there is none */
    public Point pencil() {
        return pencil;
    }

    @Override
    protected void forget() {
        pencil = null;
    }

    @Override
    public Feedback click(Point point) {
        setCursor(point);
        Feedback refusal = refusal(point);
        if (refusal != null) {
            return refusal;
        }
        if (pencilFirst() && !point.equals(pencil)) {
            pencil = point;
            return Feedback.say("board.pencilled", point);
        }
        pencil = null;
        return Feedback.play(Move.at(point));
    }

    @Override
    public Feedback activate() {
        Point point = cursor();
        Feedback refusal = refusal(point);
        if (refusal != null) {
            return refusal;
        }
        pencil = null;
        return Feedback.play(Move.at(point));
    }

    private Feedback refusal(Point point) {
        Position position = position();
        if (position.isOver()) {
            return Feedback.say("board.gameOver");
        }
        if (position.at(point) != null) {
            return Feedback.say("board.taken", point);
        }
        if (!position.isLegal(Move.at(point))) {
            return Feedback.say(notHereKey, point);
        }
        return null;
    }
}
