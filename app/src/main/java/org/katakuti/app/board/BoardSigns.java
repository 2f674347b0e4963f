package org.katakuti.app.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/**
 * The signs drawn over a board besides the marks: the last move, a tigadi
 * capture, where a goti in hand may go, a hint, a threat, the result banner and
 * the "viewing an earlier move" sign. Each has a colour of its own, apart from
 * the highlighter yellow that ultimate keeps for the grids to play in.
 */
final class BoardSigns {

    private BoardSigns() {
    }

    /** Orange: the last move (never the highlighter's yellow). */
    static Color lastMove(Ink ink) {
        return ink.isDark() ? new Color(255, 140, 70, 80) : new Color(232, 116, 44, 85);
    }

    /** Red: a goti taken, a threat. */
    static Color danger(Ink ink) {
        return ink.isDark() ? new Color(0xFF6E6E) : new Color(0xC62828);
    }

    /** Green: a hint, the points a goti in hand may go to. */
    static Color help(Ink ink) {
        return ink.isDark() ? new Color(0x81C784) : new Color(0x2E7D32);
    }

    /** A soft orange disc behind the last move's square or point, with a firmer rim. */
    static void lastMove(Graphics2D g, Ink ink, Rectangle2D cell) {
        double r = cell.getWidth() * 0.46;
        Color colour = lastMove(ink);
        g.setColor(colour);
        g.fill(circle(cell.getCenterX(), cell.getCenterY(), r));
        g.setColor(Ink.fade(colour, Math.min(255, colour.getAlpha() * 2)));
        g.setStroke(new BasicStroke((float) Math.max(1.5, cell.getWidth() * 0.03)));
        g.draw(circle(cell.getCenterX(), cell.getCenterY(), r));
    }

    /** The point a goti slid from: a dashed orange ring round the empty point. */
    static void slidFrom(Graphics2D g, Ink ink, Point2D centre, double cell) {
        Color colour = lastMove(ink);
        dashedRing(g, centre, cell * 0.3, Ink.fade(colour, 220), cell);
    }

    /** The point a goti was taken from, until the next move: a red cross in a dashed red ring. */
    static void taken(Graphics2D g, Ink ink, Point2D centre, double cell) {
        Color red = danger(ink);
        dashedRing(g, centre, cell * 0.34, red, cell);
        g.setColor(red);
        g.setStroke(Pen.stroke(Math.max(2.0, cell * 0.06)));
        double r = cell * 0.16;
        Pen.stroke(g, centre.getX() - r, centre.getY() - r, centre.getX() + r, centre.getY() + r, 0);
        Pen.stroke(g, centre.getX() - r, centre.getY() + r, centre.getX() + r, centre.getY() - r, 0);
    }

    /** A point a goti in hand may slide to: a small green dot. */
    static void destination(Graphics2D g, Ink ink, Point2D centre, double cell) {
        g.setColor(Ink.fade(help(ink), 200));
        g.fill(circle(centre.getX(), centre.getY(), Math.max(3.0, cell * 0.12)));
    }

    /** A hint: a dashed green ring round the square or point. */
    static void hint(Graphics2D g, Ink ink, Point2D centre, double cell) {
        dashedRing(g, centre, cell * 0.42, help(ink), cell);
    }

    /** A threat of the other player: a wash of red along its marks. */
    static void threat(Graphics2D g, Ink ink, Point2D from, Point2D to, double cell) {
        g.setColor(Ink.fade(danger(ink), 60));
        g.setStroke(new BasicStroke((float) (cell * 0.72), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new java.awt.geom.Line2D.Double(from, to));
    }

    /**
     * A short card of words across the top of the board: the result, or the
     * sign that an earlier move is on show. The words shrink until they fit.
     */
    static void card(Graphics2D g, Ink ink, Font base, Rectangle2D board, String text, Color edge) {
        double width = board.getWidth() * 0.94;
        float size = (float) Math.max(12, Math.min(20, board.getWidth() / 22));
        Font font = (base == null ? new Font(Font.SANS_SERIF, Font.BOLD, 14) : base).deriveFont(Font.BOLD, size);
        FontMetrics metrics = g.getFontMetrics(font);
        while (metrics.stringWidth(text) > width - 16 && size > 9) {
            size -= 0.5f;
            font = font.deriveFont(size);
            metrics = g.getFontMetrics(font);
        }
        double w = Math.min(width, metrics.stringWidth(text) + 24);
        double h = metrics.getHeight() + 10;
        double x = board.getCenterX() - w / 2;
        double y = board.getY() + board.getHeight() * 0.04;
        RoundRectangle2D box = new RoundRectangle2D.Double(x, y, w, h, h * 0.6, h * 0.6);
        g.setColor(Ink.fade(ink.paper, 235));
        g.fill(box);
        g.setColor(edge);
        g.setStroke(new BasicStroke(2.5f));
        g.draw(box);
        g.setFont(font);
        g.setColor(ink.strike);
        g.drawString(text, (float) (board.getCenterX() - metrics.stringWidth(text) / 2.0),
                (float) (y + 5 + metrics.getAscent()));
    }

    private static void dashedRing(Graphics2D g, Point2D centre, double r, Color colour, double cell) {
        g.setColor(colour);
        float width = (float) Math.max(2.0, cell * 0.05);
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
                new float[] {width * 2.2f, width * 1.6f}, 0f));
        g.draw(circle(centre.getX(), centre.getY(), r));
    }

    private static Ellipse2D circle(double cx, double cy, double r) {
        return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
    }
}
