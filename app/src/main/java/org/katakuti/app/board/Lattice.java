package org.katakuti.app.board;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

import org.katakuti.api.rules.Point;

/**
 * Square cells laid over an area of the screen, row 1 at the bottom as in the
 * notation: turns points into pixels and back.
 */
final class Lattice {

    private final Rectangle2D area;
    private final int columns;
    private final int rows;
    private final double cell;

    Lattice(Rectangle2D area, int columns, int rows) {
        this.area = area;
        this.columns = columns;
        this.rows = rows;
        this.cell = Math.min(area.getWidth() / columns, area.getHeight() / rows);
    }

    Rectangle2D area() {
        return area;
    }

    double cell() {
        return cell;
    }

    Rectangle2D box(Point point) {
        return new Rectangle2D.Double(area.getX() + point.column() * cell,
                area.getY() + (rows - 1 - point.row()) * cell, cell, cell);
    }

    Point2D centre(Point point) {
        Rectangle2D box = box(point);
        return new Point2D.Double(box.getCenterX(), box.getCenterY());
    }

    /** @return the point whose cell holds the pixel; null outside the lattice */
    Point at(double x, double y) {
        int column = (int) Math.floor((x - area.getX()) / cell);
        int row = rows - 1 - (int) Math.floor((y - area.getY()) / cell);
        if (column < 0 || row < 0 || column >= columns || row >= rows) {
            return null;
        }
        return Point.of(column, row);
    }

    double x(double column) {
        return area.getX() + column * cell;
    }

    /** @return the pixel y of the lattice line {@code lineFromTop} lines down from the top */
    double y(double lineFromTop) {
        return area.getY() + lineFromTop * cell;
    }
}
