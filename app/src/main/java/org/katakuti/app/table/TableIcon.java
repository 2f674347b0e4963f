package org.katakuti.app.table;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The table's own icon, drawn rather than shipped: a corner of a kapi page with
 * a pencilled grid, a blue cross and a red nought on it, at every size a desktop
 * asks for (title bar, task bar, switcher, dock). The smallest sizes leave out
 * the paper's ruled line and draw thicker strokes, so they still read at 16 px.
 */
final class TableIcon {

    /** The sizes the window offers, in pixels; the system picks the one it needs. */
    static final List<Integer> SIZES = Collections.unmodifiableList(java.util.Arrays.asList(16, 20, 24, 32, 40, 48, 64,
            128, 256));

    private static final Color PAPER = new Color(0xFBF8EE);
    private static final Color EDGE = new Color(0x8C8471);
    private static final Color RULE = new Color(0xC9DAEA);
    private static final Color PENCIL = new Color(0x59606B);
    private static final Color CROSS = new Color(0x1C4FB8);
    private static final Color NOUGHT = new Color(0xB3261E);

    private TableIcon() {
    }

    /** @return the icon at every size of {@link #SIZES}, smallest first */
    static List<Image> images() {
        List<Image> images = new ArrayList<>();
        for (int size : SIZES) {
            images.add(draw(size));
        }
        return images;
    }

    /** @return the icon drawn at {@code size} by {@code size} pixels, transparent around the page */
    static BufferedImage draw(int size) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            float s = size;
            float edge = Math.max(1f, s / 32f);
            RoundRectangle2D page = new RoundRectangle2D.Float(edge / 2, edge / 2, s - edge, s - edge, s / 5, s / 5);
            g.setColor(PAPER);
            g.fill(page);
            g.setColor(EDGE);
            g.setStroke(new BasicStroke(edge));
            g.draw(page);
            float margin = s * 0.16f;
            float cell = (s - 2 * margin) / 3;
            if (size >= 32) {
                // one ruled line of the kapi page, above the grid
                g.setColor(RULE);
                g.setStroke(new BasicStroke(Math.max(1f, s / 64f)));
                g.draw(new Line2D.Float(margin / 2, margin * 0.6f, s - margin / 2, margin * 0.6f));
            }
            g.setColor(PENCIL);
            g.setStroke(new BasicStroke(Math.max(1f, s / (size < 32 ? 14f : 36f)), BasicStroke.CAP_ROUND,
                    BasicStroke.JOIN_ROUND));
            for (int i = 1; i <= 2; i++) {
                float at = margin + i * cell;
                g.draw(new Line2D.Float(at, margin, at, s - margin));
                g.draw(new Line2D.Float(margin, at, s - margin, at));
            }
            float pen = Math.max(1.5f, s / (size < 32 ? 8f : 18f));
            float inset = cell * 0.2f;
            g.setStroke(new BasicStroke(pen, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            // a cross in the middle, a nought in the corner: a game under way
            g.setColor(CROSS);
            float x0 = margin + cell + inset;
            float x1 = margin + 2 * cell - inset;
            g.draw(new Line2D.Float(x0, x0, x1, x1));
            g.draw(new Line2D.Float(x1, x0, x0, x1));
            g.setColor(NOUGHT);
            float o = margin + 2 * cell + inset;
            g.draw(new Ellipse2D.Float(o, margin + inset, cell - 2 * inset, cell - 2 * inset));
        } finally {
            g.dispose();
        }
        return image;
    }
}
