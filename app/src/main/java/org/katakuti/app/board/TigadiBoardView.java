package org.katakuti.app.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.tigadi.TigadiPosition;

/**
 * Tigadi: three squares, four spokes and four corner diagonals inked on the
 * page, gotis as round stones, and each seat's gotis in hand in a tray beside
 * the board (the first colour on the left). A goti picked up is lifted; while
 * a capture is chosen, the capturable enemy gotis are ringed. The last move
 * is marked where it went (and, slid, where it came from), and a goti it took
 * leaves a red cross on its point until the next move.
 */
public final class TigadiBoardView extends BoardView {

    private final TigadiInput gotis;

    public TigadiBoardView(TigadiInput input) {
        super(input);
        this.gotis = input;
    }

    private TigadiPosition tigadi() {
        return (TigadiPosition) position();
    }

    @Override
    Lattice lattice() {
        Rectangle2D square = square(trayWidth());
        return new Lattice(square, 7, 7);
    }

    private double trayWidth() {
        return Math.min(getWidth(), getHeight()) * 0.1;
    }

    @Override
    public Point pointAt(double x, double y) {
        Lattice lattice = lattice();
        Point point = lattice.at(x, y);
        if (point == null || !position().isOnBoard(point)) {
            return null;
        }
        Point2D centre = lattice.centre(point);
        return centre.distance(x, y) <= lattice.cell() * 0.62 ? point : null;
    }

    @Override
    protected void paintBoard(Graphics2D g) {
        Position position = position();
        Lattice lattice = lattice();
        double cell = lattice.cell();
        double stone = cell * 0.3;
        paintLabels(g, lattice.area(), 7, 7);
        paintLines(g, lattice);
        paintTigadis(g, lattice);
        Move last = position.lastMove();
        if (last != null && !last.isPass()) {
            BoardSigns.lastMove(g, ink(), lattice.box(last.to()));
            if (last.isSlide()) {
                BoardSigns.slidFrom(g, ink(), lattice.centre(last.from()), cell);
            }
            if (last.hasCapture()) {
                // the taken goti's point stays marked until the next move
                BoardSigns.taken(g, ink(), lattice.centre(last.capture()), cell);
            }
        }
        if (gotis.picked() != null) {
            for (Point to : gotis.destinations()) {
                BoardSigns.destination(g, ink(), lattice.centre(to), cell);
            }
        }
        Move pending = gotis.pending();
        for (int column = 0; column < 7; column++) {
            for (int row = 0; row < 7; row++) {
                Point point = Point.of(column, row);
                if (!position.isOnBoard(point)) {
                    continue;
                }
                Point2D centre = lattice.centre(point);
                Seat seat = position.at(point);
                boolean lifted = point.equals(gotis.picked()) || (pending != null && point.equals(pending.from()));
                if (seat == null || (lifted && (pending != null || dragAt() != null))) {
                    continue;
                }
                if (lifted) {
                    Pen.goti(g, centre.getX(), centre.getY() - cell * 0.06, stone * 1.1, isSideOne(seat), false);
                    ring(g, centre, stone * 1.35, ink().pencil, cell);
                } else {
                    Pen.goti(g, centre.getX(), centre.getY(), stone, isSideOne(seat), false);
                }
            }
        }
        if (pending != null && position.toMove() != null) {
            Point2D centre = lattice.centre(pending.to());
            Pen.goti(g, centre.getX(), centre.getY(), stone, isSideOne(position.toMove()), false);
            Color warn = ink().markInk(false);
            for (Point victim : gotis.victims()) {
                ring(g, lattice.centre(victim), stone * 1.4, warn, cell);
            }
        }
        if (dragAt() != null && gotis.picked() != null && position.toMove() != null) {
            Pen.goti(g, dragAt().getX(), dragAt().getY(), stone * 1.1, isSideOne(position.toMove()), true);
        }
        MarkPainter.strikeAll(g, ink(), position.struckLines(), lattice);
        paintTray(g, lattice, Seat.FIRST);
        paintTray(g, lattice, Seat.SECOND);
        if (!position.isOver()) {
            paintCursor(g, lattice.box(gotis.cursor()));
        }
    }

    private void paintLines(Graphics2D g, Lattice lattice) {
        g.setColor(ink().grid);
        g.setStroke(Pen.stroke(Math.max(1.5, lattice.cell() * 0.05)));
        for (Line line : TigadiPosition.lines()) {
            Point2D from = lattice.centre(line.start());
            Point2D to = lattice.centre(line.end());
            Pen.stroke(g, from.getX(), from.getY(), to.getX(), to.getY(), 0);
        }
        double dot = Math.max(2.0, lattice.cell() * 0.09);
        for (int column = 0; column < 7; column++) {
            for (int row = 0; row < 7; row++) {
                Point point = Point.of(column, row);
                if (position().isOnBoard(point)) {
                    Point2D centre = lattice.centre(point);
                    g.fill(new Ellipse2D.Double(centre.getX() - dot, centre.getY() - dot, 2 * dot, 2 * dot));
                }
            }
        }
    }

    /** Each complete tigadi gets a soft highlighter stroke along its line: its gotis cannot be taken. */
    private void paintTigadis(Graphics2D g, Lattice lattice) {
        g.setColor(ink().highlighter);
        g.setStroke(Pen.stroke(lattice.cell() * 0.5));
        for (Seat seat : Seat.values()) {
            for (Line line : tigadi().tigadis(seat)) {
                Point2D from = lattice.centre(line.start());
                Point2D to = lattice.centre(line.end());
                Pen.stroke(g, from.getX(), from.getY(), to.getX(), to.getY(), 0);
            }
        }
    }

    /**
     * The gotis a seat still has in hand, stacked beside the board with their
     * number; nothing once all are placed (a lone 0 there read like a coordinate).
     */
    private void paintTray(Graphics2D g, Lattice lattice, Seat seat) {
        int count = tigadi().inHand(seat);
        Move pending = gotis.pending();
        if (pending != null && !pending.isSlide() && seat == tigadi().toMove()) {
            count--; // the goti waiting for its capture is already out of the hand
        }
        if (count == 0) {
            return;
        }
        boolean one = isSideOne(seat);
        Rectangle2D area = lattice.area();
        double tray = trayWidth();
        double r = Math.min(tray * 0.32, lattice.cell() * 0.22);
        double x = one ? area.getX() - tray * 0.75 : area.getMaxX() + tray * 0.75;
        double step = r * 1.25;
        double top = area.getY() + r;
        for (int i = 0; i < count; i++) {
            Pen.goti(g, x, top + i * step, r, one, false);
        }
        String text = count(count);
        g.setFont(getFont() == null ? new Font(Font.SANS_SERIF, Font.BOLD, 12)
                : getFont().deriveFont(Font.BOLD, (float) Math.max(11, r)));
        FontMetrics metrics = g.getFontMetrics();
        g.setColor(ink().label);
        g.drawString(text, (float) (x - metrics.stringWidth(text) / 2.0),
                (float) (top + count * step + metrics.getAscent()));
    }

    private static void ring(Graphics2D g, Point2D centre, double r, Color color, double cell) {
        g.setColor(color);
        float width = (float) Math.max(2.0, cell * 0.05);
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
                new float[] {width * 2.2f, width * 1.6f}, 0f));
        g.draw(new Ellipse2D.Double(centre.getX() - r, centre.getY() - r, 2 * r, 2 * r));
    }
}
