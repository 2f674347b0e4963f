package org.katakuti.app.board;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Point;

/** Draws marks, pencil marks, the last-move highlight and struck lines on a grid of square cells. */
final class MarkPainter {

    private MarkPainter() {
    }

    /** A cross or nought in {@code cell}, inked ({@code pencil} false) or pencilled. */
    static void mark(Graphics2D g, Ink ink, Rectangle2D cell, boolean cross, boolean pencil, Point where) {
        double r = cell.getWidth() * (pencil ? 0.29 : 0.31);
        double width = Math.max(1.6, cell.getWidth() * (pencil ? 0.035 : 0.058));
        g.setStroke(Pen.stroke(width));
        g.setColor(pencil ? Ink.fade(ink.pencil, 200) : ink.markInk(cross));
        long seed = where.column() * 101L + where.row();
        if (cross) {
            Pen.cross(g, cell.getCenterX(), cell.getCenterY(), r * 0.92, seed);
        } else {
            Pen.nought(g, cell.getCenterX(), cell.getCenterY(), r, seed);
        }
    }

    /** A struck line: one firm pen stroke from just beyond one end to just beyond the other. */
    static void strike(Graphics2D g, Color color, Point2D from, Point2D to, double cell) {
        double dx = to.getX() - from.getX();
        double dy = to.getY() - from.getY();
        double length = Math.hypot(dx, dy);
        double over = cell * 0.38;
        double ux = length == 0 ? 0 : dx / length;
        double uy = length == 0 ? 0 : dy / length;
        if (length == 0) {
            ux = 1;
        }
        g.setColor(color);
        g.setStroke(Pen.stroke(Math.max(3.0, Math.min(cell * 0.065, 10))));
        Pen.stroke(g, from.getX() - ux * over, from.getY() - uy * over, to.getX() + ux * over,
                to.getY() + uy * over, cell * 0.06);
    }

    /** Strikes each line, its ends given by {@code centre}. */
    static void strikeAll(Graphics2D g, Ink ink, Iterable<Line> lines, Lattice lattice) {
        for (Line line : lines) {
            strike(g, ink.strike, lattice.centre(line.start()), lattice.centre(line.end()), lattice.cell());
        }
    }
}
