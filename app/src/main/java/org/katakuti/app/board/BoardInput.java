package org.katakuti.app.board;

import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;

/**
 * Turns clicks, drags and keys on a board into moves, knowing nothing of
 * Swing: a board view feeds it points, the match screen plays what comes out.
 * It also keeps what the view shows besides the position: the keyboard cursor,
 * a pencilled mark, a goti picked up, a capture being chosen.
 */
public abstract class BoardInput {

    private Position position;
    private Point cursor;

    protected BoardInput(Position position) {
        // not show(): forget() belongs to the subclass, whose fields are not made yet
        this.position = position;
        this.cursor = centre(position);
    }

    /** A new position to play on: forgets pencil, pick-up and pending capture, keeps the cursor. */
    public void show(Position position) {
        this.position = position;
        if (cursor == null || !position.isOnBoard(cursor)) {
            cursor = centre(position);
        }
        forget();
    }

    /** Drops any half-made move (pencil mark, goti in hand, capture to choose). */
    protected abstract void forget();

    public Position position() {
        return position;
    }

    /** @return the keyboard cursor's point: always on the board */
    public Point cursor() {
        return cursor;
    }

    /** A mouse click (press and release on the same point). */
    public abstract Feedback click(Point point);

    /** A mouse press on {@code point}: the start of a click or a drag. */
    public Feedback press(Point point) {
        return Feedback.nothing();
    }

    /** A drag from {@code from} let go on {@code to} (a different point). */
    public Feedback drag(Point from, Point to) {
        return Feedback.nothing();
    }

    /** Enter or Space: the keyboard's click at the cursor. */
    public abstract Feedback activate();

    /** Escape: drops a half-made move. */
    public Feedback cancel() {
        forget();
        return Feedback.nothing();
    }

    /**
     * Moves the cursor one step (dx right, dy up), skipping places that are not
     * points of the board, and staying put at the edge.
     */
    public void moveCursor(int dx, int dy) {
        int column = cursor.column() + dx;
        int row = cursor.row() + dy;
        while (column >= 0 && row >= 0 && column < position.columns() && row < position.rows()) {
            Point next = Point.of(column, row);
            if (position.isOnBoard(next)) {
                cursor = next;
                return;
            }
            column += dx;
            row += dy;
        }
    }

    /** Puts the cursor on {@code point} (a click moves it there too). */
    protected void setCursor(Point point) {
        if (position.isOnBoard(point)) {
            cursor = point;
        }
    }

    private static Point centre(Position position) {
        Point middle = Point.of(position.columns() / 2, position.rows() / 2);
        if (position.isOnBoard(middle)) {
            return middle;
        }
        for (int row = 0; row < position.rows(); row++) {
            for (int column = 0; column < position.columns(); column++) {
                if (position.isOnBoard(Point.of(column, row))) {
                    return Point.of(column, row);
                }
            }
        }
        return middle;
    }
}
