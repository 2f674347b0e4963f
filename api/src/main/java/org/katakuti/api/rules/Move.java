package org.katakuti.api.rules;

/**
 * One turn, in the notation of the rule book:
 * <ul>
 *   <li>a mark or placement on a point: {@code e5};</li>
 *   <li>a tigadi slide: {@code d2-d3};</li>
 *   <li>either of those with the capture it makes: {@code a4xd6}, {@code d2-d3xg7};</li>
 *   <li>a blocked tigadi player's turn: {@code pass}.</li>
 * </ul>
 * A move is an immutable value; whether it is legal is decided by a
 * {@link Position}. {@link #parse(String)} and {@link #toString()} round-trip.
 */
public final class Move {

    /** The turn of a tigadi player who has no legal slide. */
    public static final Move PASS = new Move(null, null, null);

    private final Point from;
    private final Point to;
    private final Point capture;

    private Move(Point from, Point to, Point capture) {
        this.from = from;
        this.to = to;
        this.capture = capture;
    }

    /** A mark on a square, or a tigadi placement: {@code e5}. */
    public static Move at(Point to) {
        if (to == null) {
            throw new NullPointerException("to");
        }
        return new Move(null, to, null);
    }

    /** A tigadi slide from one point to a neighbour: {@code d2-d3}. */
    public static Move slide(Point from, Point to) {
        if (from == null || to == null) {
            throw new NullPointerException(from == null ? "from" : "to");
        }
        return new Move(from, to, null);
    }

    /**
     * This placement or slide with the enemy goti it captures: {@code a4xd6}.
     *
     * @throws IllegalStateException on {@link #PASS}
     */
    public Move capturing(Point victim) {
        if (isPass()) {
            throw new IllegalStateException("a pass captures nothing");
        }
        if (victim == null) {
            throw new NullPointerException("victim");
        }
        return new Move(from, to, victim);
    }

    /** This move without its capture part. */
    public Move withoutCapture() {
        return capture == null ? this : new Move(from, to, null);
    }

    /**
     * Reads a move in notation. Only the syntax is checked here; legality is the
     * position's business ({@link Position#play(Move)}).
     *
     * @throws MoveFormatException when the text is not a move in any game's notation
     */
    public static Move parse(String text) {
        if (text == null) {
            throw new MoveFormatException("no move given");
        }
        String trimmed = text.trim();
        if (trimmed.equals("pass")) {
            return PASS;
        }
        if (trimmed.isEmpty()) {
            throw new MoveFormatException("empty move");
        }
        try {
            String body = trimmed;
            Point victim = null;
            // The capture mark is an 'x' right after a row number: "x1xx2" is x1 capturing x2.
            int x = body.indexOf('x', 1);
            while (x > 0 && !Character.isDigit(body.charAt(x - 1))) {
                x = body.indexOf('x', x + 1);
            }
            if (x > 0) {
                victim = Point.parse(body.substring(x + 1));
                body = body.substring(0, x);
            }
            int dash = body.indexOf('-');
            Move move = dash < 0
                    ? at(Point.parse(body))
                    : slide(Point.parse(body.substring(0, dash)), Point.parse(body.substring(dash + 1)));
            return victim == null ? move : move.capturing(victim);
        } catch (MoveFormatException e) {
            throw new MoveFormatException("not a move: '" + trimmed + "'");
        }
    }

    /** @return true for {@link #PASS} */
    public boolean isPass() {
        return to == null;
    }

    /** @return true for a slide {@code from-to} (with or without capture) */
    public boolean isSlide() {
        return from != null;
    }

    /** @return the point a slide starts from; null for marks, placements and pass */
    public Point from() {
        return from;
    }

    /** @return the point marked, placed on or slid to; null for pass */
    public Point to() {
        return to;
    }

    /** @return the captured enemy goti's point; null when the move captures nothing */
    public Point capture() {
        return capture;
    }

    /** @return true when the move carries a capture */
    public boolean hasCapture() {
        return capture != null;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Move)) {
            return false;
        }
        Move that = (Move) other;
        return from == that.from && to == that.to && capture == that.capture;
    }

    @Override
    public int hashCode() {
        int hash = from == null ? 0 : from.hashCode();
        hash = 31 * hash + (to == null ? 0 : to.hashCode());
        return 31 * hash + (capture == null ? 0 : capture.hashCode());
    }

    /** @return the move in notation: {@code e5}, {@code d2-d3xg7}, {@code pass} */
    @Override
    public String toString() {
        if (isPass()) {
            return "pass";
        }
        StringBuilder text = new StringBuilder(10);
        if (from != null) {
            text.append(from).append('-');
        }
        text.append(to);
        if (capture != null) {
            text.append('x').append(capture);
        }
        return text.toString();
    }
}
