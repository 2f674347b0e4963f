package org.katakuti.app.board;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;

import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * The m,n,k grids: the classic hash on 3x3 and 4x4, a full pencilled lattice
 * on 9x9 and 15x15. The last mark sits on an orange disc, so the eye finds
 * what just happened.
 */
public final class GridBoardView extends BoardView {

    private final MarkInput marks;

    public GridBoardView(MarkInput input) {
        super(input);
        this.marks = input;
    }

    @Override
    Lattice lattice() {
        Position position = position();
        return new Lattice(square(0), position.columns(), position.rows());
    }

    /** @return true for the big grids (9x9 and 15x15), drawn lighter and on clear paper */
    private boolean big() {
        return position().columns() >= 9;
    }

    @Override
    protected void paintUnderlay(Graphics2D g) {
        if (big()) {
            // the page's ruled lines would cross a big grid's at another spacing: the grid stands on clear paper
            g.setColor(ink().paper);
            g.fill(lattice().area());
        }
    }

    @Override
    protected void paintBoard(Graphics2D g) {
        Position position = position();
        Lattice lattice = lattice();
        paintLabels(g, lattice.area(), position.columns(), position.rows());
        if (position.lastMove() != null && !position.lastMove().isPass()) {
            BoardSigns.lastMove(g, ink(), lattice.box(position.lastMove().to()));
        }
        paintLines(g, lattice, position, big());
        for (int column = 0; column < position.columns(); column++) {
            for (int row = 0; row < position.rows(); row++) {
                Point point = Point.of(column, row);
                Seat seat = position.at(point);
                if (seat != null) {
                    MarkPainter.mark(g, ink(), lattice.box(point), isSideOne(seat), false, point);
                }
            }
        }
        if (marks.pencil() != null && position.toMove() != null) {
            MarkPainter.mark(g, ink(), lattice.box(marks.pencil()), isSideOne(position.toMove()), true,
                    marks.pencil());
        }
        MarkPainter.strikeAll(g, ink(), position.struckLines(), lattice);
        if (!position.isOver()) {
            paintCursor(g, lattice.box(marks.cursor()));
        }
    }

    private void paintLines(Graphics2D g, Lattice lattice, Position position, boolean big) {
        Rectangle2D area = lattice.area();
        // a big grid is ruled lightly in pencil, so the marks stand out
        g.setColor(big ? Ink.fade(ink().grid, 120) : ink().grid);
        g.setStroke(Pen.stroke(big ? Math.max(1.0, lattice.cell() * 0.03) : Math.max(2.0, lattice.cell() * 0.035)));
        int first = big ? 0 : 1;
        for (int i = first; i <= position.columns() - first; i++) {
            double x = lattice.x(i);
            double bow = big ? 0 : lattice.cell() * 0.04 * (i % 2 == 0 ? 1 : -1);
            Pen.stroke(g, x, area.getY(), x, area.getY() + position.rows() * lattice.cell(), bow);
        }
        for (int i = first; i <= position.rows() - first; i++) {
            double y = lattice.y(i);
            double bow = big ? 0 : lattice.cell() * 0.04 * (i % 2 == 0 ? -1 : 1);
            Pen.stroke(g, area.getX(), y, area.getX() + position.columns() * lattice.cell(), y, bow);
        }
    }
}
