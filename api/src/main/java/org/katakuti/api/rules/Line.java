package org.katakuti.api.rules;

/**
 * A struck line: an unbroken run of one mark, named by its two end squares.
 * The ends are kept in {@link Point} order (column, then row), so {@code a1-c3}
 * and {@code c3-a1} are the same line and print as {@code a1-c3}.
 */
public final class Line {
    private final Point start;
    private final Point end;

    /** A line between two end squares, in either order. */
    public Line(Point one, Point other) {
        if (one.compareTo(other) <= 0) {
            this.start = one;
            this.end = other;
        } else {
            this.start = other;
            this.end = one;
        }
    }

    /** @return the end that comes first in point order */
    public Point start() {
        return start;
    }

    /** @return the other end */
    public Point end() {
        return end;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Line && ((Line) other).start == start && ((Line) other).end == end;
    }

    @Override
    public int hashCode() {
        return start.hashCode() * 31 + end.hashCode();
    }

    /** @return {@code start-end}, e.g. {@code a1-c3} */
    @Override
    public String toString() {
        return start + "-" + end;
    }
}
