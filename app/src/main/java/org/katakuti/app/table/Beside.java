package org.katakuti.app.table;

import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;

/**
 * Places a helper window beside the table, never over its board: on the
 * right where the screen has room, else on the left, else docked at the
 * screen's right edge with the table moved and narrowed to make room.
 * The arithmetic is in {@link #place}, apart from the screen, for tests.
 */
final class Beside {

    /** A gap between the two windows, so their edges read as two. */
    static final int GAP = 8;
    /** Narrower than this, a help page is no longer readable. */
    static final int MIN_WIDTH = 320;

    private Beside() {
    }

    /** Moves and sizes {@code helper} beside {@code table} on the table's screen, at most {@code width} wide. */
    static void open(Window helper, Window table, int width, int height) {
        GraphicsConfiguration screen = table.getGraphicsConfiguration();
        Rectangle bounds = screen.getBounds();
        Insets insets = Toolkit.getDefaultToolkit().getScreenInsets(screen);
        Rectangle usable = new Rectangle(bounds.x + insets.left, bounds.y + insets.top,
                bounds.width - insets.left - insets.right, bounds.height - insets.top - insets.bottom);
        Rectangle tableBounds = table.getBounds();
        Rectangle[] placed = place(usable, tableBounds, width, height, table.getMinimumSize().width);
        if (!placed[1].equals(tableBounds)) {
            table.setBounds(placed[1]);
        }
        helper.setBounds(placed[0]);
    }

    /**
     * @return where the helper goes [0] and where the table then stands [1]
     *     (moved and narrowed only when neither side had room)
     */
    static Rectangle[] place(Rectangle usable, Rectangle table, int width, int height, int tableMinWidth) {
        int h = Math.min(height, usable.height);
        int y = Math.max(usable.y, Math.min(table.y, usable.y + usable.height - h));
        int right = usable.x + usable.width - (table.x + table.width + GAP);
        int left = table.x - GAP - usable.x;
        if (right >= MIN_WIDTH) {
            int w = Math.min(width, right);
            return new Rectangle[] {new Rectangle(table.x + table.width + GAP, y, w, h), table};
        }
        if (left >= MIN_WIDTH) {
            int w = Math.min(width, left);
            return new Rectangle[] {new Rectangle(table.x - GAP - w, y, w, h), table};
        }
        // docked: the helper on the screen's right edge, the table moved left and narrowed beside it
        int w = Math.max(MIN_WIDTH, Math.min(width, usable.width - tableMinWidth - GAP));
        int helperX = usable.x + usable.width - w;
        int tableWidth = Math.max(tableMinWidth, Math.min(table.width, helperX - GAP - usable.x));
        Rectangle moved = new Rectangle(Math.max(usable.x, helperX - GAP - tableWidth), table.y, tableWidth, table.height);
        return new Rectangle[] {new Rectangle(helperX, y, w, h), moved};
    }
}
