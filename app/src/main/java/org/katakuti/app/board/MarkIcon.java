package org.katakuti.app.board;

import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;

import javax.swing.Icon;

/** A small cross, nought or goti for labels: the player's mark beside their name. */
public final class MarkIcon implements Icon {

    private final boolean sideOne;
    private final boolean goti;
    private final int size;
    private Ink ink = Ink.DAY;

    /**
     * @param sideOne crosses or the first colour (true), noughts or the second colour (false)
     * @param goti a goti stone instead of a pen mark
     */
    public MarkIcon(boolean sideOne, boolean goti, int size) {
        this.sideOne = sideOne;
        this.goti = goti;
        this.size = size;
    }

    public void setInk(Ink ink) {
        this.ink = ink;
    }

    @Override
    public void paintIcon(Component c, Graphics graphics, int x, int y) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            double r = size * 0.36;
            double cx = x + size / 2.0;
            double cy = y + size / 2.0;
            if (goti) {
                Pen.goti(g, cx, cy, r, sideOne, false);
                return;
            }
            g.setColor(ink.markInk(sideOne));
            g.setStroke(Pen.stroke(Math.max(2.0, size * 0.11)));
            if (sideOne) {
                Pen.cross(g, cx, cy, r * 0.9, 5);
            } else {
                Pen.nought(g, cx, cy, r, 5);
            }
        } finally {
            g.dispose();
        }
    }

    @Override
    public int getIconWidth() {
        return size;
    }

    @Override
    public int getIconHeight() {
        return size;
    }
}
