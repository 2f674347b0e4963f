package org.katakuti.app.board;

import java.awt.BasicStroke;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;

import javax.swing.JComponent;

/**
 * A blank kapi page: paper, blue rules and a red margin, what every board is
 * drawn on.
 */
public final class KapiPage extends JComponent {

    private final Ink ink;

    public KapiPage(Ink ink) {
        this.ink = ink;
        setOpaque(true);
    }

    @Override
    protected void paintComponent(Graphics g) {
        paint((Graphics2D) g, ink, getWidth(), getHeight());
    }

    /** Paints the page over {@code width} by {@code height} pixels. */
    static void paint(Graphics2D g, Ink ink, int width, int height) {
        g.setColor(ink.paper);
        g.fillRect(0, 0, width, height);
        double gap = Math.max(16, Math.min(width, height) / 22.0);
        g.setStroke(new BasicStroke(1f));
        g.setColor(ink.rule);
        for (double y = gap * 2; y < height; y += gap) {
            g.draw(new Line2D.Double(0, y, width, y));
        }
        g.setColor(ink.margin);
        double margin = gap * 2.2;
        g.draw(new Line2D.Double(margin, 0, margin, height));
        g.draw(new Line2D.Double(margin + 3, 0, margin + 3, height));
    }
}
