package org.katakuti.app.board;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.ultimate.UltimatePosition;

/**
 * Ultimate: nine small hashes inside one big hash. The grids where the next
 * mark may go are marked with a highlighter; a closed grid shows its winner's
 * big mark over a washed-out small game, or pencil hatching when drawn.
 */
public final class UltimateBoardView extends BoardView {

    private final MarkInput marks;

    public UltimateBoardView(MarkInput input) {
        super(input);
        this.marks = input;
    }

    @Override
    Lattice lattice() {
        return new Lattice(square(0), 9, 9);
    }

    private UltimatePosition ultimate() {
        return (UltimatePosition) position();
    }

    @Override
    protected void paintBoard(Graphics2D g) {
        Position position = position();
        Lattice lattice = lattice();
        double cell = lattice.cell();
        paintLabels(g, lattice.area(), 9, 9);
        g.setColor(ink().highlighter);
        for (int grid : ultimate().playableGrids()) {
            g.fill(inset(gridBox(lattice, grid), cell * 0.12));
        }
        if (position.lastMove() != null) {
            // orange, never the highlighter's yellow: that says where the next mark may go
            BoardSigns.lastMove(g, ink(), lattice.box(position.lastMove().to()));
        }
        paintHashes(g, lattice);
        for (int column = 0; column < 9; column++) {
            for (int row = 0; row < 9; row++) {
                Point point = Point.of(column, row);
                Seat seat = position.at(point);
                if (seat != null) {
                    MarkPainter.mark(g, ink(), shrink(lattice.box(point)), isSideOne(seat), false, point);
                }
            }
        }
        for (int grid = 0; grid < 9; grid++) {
            if (ultimate().isClosed(grid)) {
                paintClosed(g, lattice, grid, ultimate().gridWinner(grid));
            }
        }
        if (marks.pencil() != null && position.toMove() != null) {
            MarkPainter.mark(g, ink(), shrink(lattice.box(marks.pencil())), isSideOne(position.toMove()), true,
                    marks.pencil());
        }
        // a big line runs from the centre of one small grid to another: strike it past both grids' edges
        for (org.katakuti.api.rules.Line line : position.struckLines()) {
            MarkPainter.strike(g, ink().strike, lattice.centre(line.start()), lattice.centre(line.end()), cell * 2.6);
        }
        if (!position.isOver()) {
            paintCursor(g, lattice.box(marks.cursor()));
        }
    }

    /** A closed grid: washed out, with the winner's big mark, or pencil hatching when drawn ({@code winner} null). */
    private void paintClosed(Graphics2D g, Lattice lattice, int grid, Seat winner) {
        Rectangle2D box = inset(gridBox(lattice, grid), lattice.cell() * 0.1);
        g.setColor(Ink.fade(ink().paper, 170));
        g.fill(box);
        if (winner == null) {
            g.setColor(ink().pencil);
            g.setStroke(Pen.stroke(Math.max(1.0, lattice.cell() * 0.03)));
            Pen.hatch(g, box.getX(), box.getY(), box.getWidth(), box.getHeight(), lattice.cell() * 0.3);
            return;
        }
        Rectangle2D big = new Rectangle2D.Double(box.getX(), box.getY(), box.getWidth(), box.getHeight());
        boolean cross = isSideOne(winner);
        g.setColor(ink().markInk(cross));
        g.setStroke(Pen.stroke(Math.max(3.0, lattice.cell() * 0.2)));
        double r = big.getWidth() * 0.36;
        if (cross) {
            Pen.cross(g, big.getCenterX(), big.getCenterY(), r, grid * 7L + 1);
        } else {
            Pen.nought(g, big.getCenterX(), big.getCenterY(), r * 1.05, grid * 7L + 1);
        }
    }

    /** The small hashes in pencil, the big hash in ink. */
    private void paintHashes(Graphics2D g, Lattice lattice) {
        double cell = lattice.cell();
        g.setColor(ink().grid);
        g.setStroke(Pen.stroke(Math.max(1.0, cell * 0.04)));
        for (int grid = 0; grid < 9; grid++) {
            Rectangle2D box = inset(gridBox(lattice, grid), cell * 0.18);
            for (int i = 1; i < 3; i++) {
                double x = box.getX() + i * box.getWidth() / 3;
                double y = box.getY() + i * box.getHeight() / 3;
                Pen.stroke(g, x, box.getY(), x, box.getMaxY(), 0);
                Pen.stroke(g, box.getX(), y, box.getMaxX(), y, 0);
            }
        }
        g.setColor(ink().strike);
        g.setStroke(Pen.stroke(Math.max(2.0, cell * 0.08)));
        Rectangle2D area = new Rectangle2D.Double(lattice.x(0), lattice.y(0), 9 * cell, 9 * cell);
        for (int i = 1; i < 3; i++) {
            double x = area.getX() + i * 3 * cell;
            double y = area.getY() + i * 3 * cell;
            Pen.stroke(g, x, area.getY(), x, area.getMaxY(), cell * 0.1 * (i == 1 ? 1 : -1));
            Pen.stroke(g, area.getX(), y, area.getMaxX(), y, cell * 0.1 * (i == 1 ? -1 : 1));
        }
    }

    private static Rectangle2D gridBox(Lattice lattice, int grid) {
        int column = grid % 3;
        int rowFromTop = 2 - grid / 3;
        double side = 3 * lattice.cell();
        return new Rectangle2D.Double(lattice.x(column * 3), lattice.y(rowFromTop * 3), side, side);
    }

    private static Rectangle2D inset(Rectangle2D box, double by) {
        return new Rectangle2D.Double(box.getX() + by, box.getY() + by, box.getWidth() - 2 * by,
                box.getHeight() - 2 * by);
    }

    /** Marks inside the small hashes sit a little tighter than their cells. */
    private static Rectangle2D shrink(Rectangle2D cell) {
        return inset(cell, cell.getWidth() * 0.08);
    }
}
