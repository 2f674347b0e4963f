package org.katakuti.app.table;

import java.awt.Component;

import javax.swing.JPanel;
import javax.swing.SwingUtilities;

import net.miginfocom.swing.MigLayout;

/**
 * The bar above the board: the two side cards with the game's line between
 * them where the window is wide enough for all three whole; in a narrow window
 * the cards share the top row and the game's line goes under them, so no name
 * is squeezed to a few letters.
 */
final class ScoreBar extends JPanel {

    private static final int GAP = 8;
    private final Component one;
    private final Component middle;
    private final Component two;
    private Boolean wide;

    ScoreBar(Component one, Component middle, Component two) {
        super(new MigLayout());
        this.one = one;
        this.middle = middle;
        this.two = two;
        arrange(true);
    }

    private void arrange(boolean inOneRow) {
        wide = inOneRow;
        removeAll();
        if (inOneRow) {
            setLayout(new MigLayout("insets 0, fillx, gap " + GAP, "[grow 1,fill,sg side][center][grow 1,fill,sg side]"));
            add(one, "wmin 0");
            add(middle);
            add(two, "wmin 0");
        } else {
            setLayout(new MigLayout("insets 0, fillx, gap " + GAP + " 2", "[grow 1,sg side][grow 1,sg side]"));
            add(one, "growx, wmin 0");
            add(two, "growx, wmin 0, wrap");
            add(middle, "span 2, alignx center");
        }
    }

    /** Chooses one row or two for the width the bar now has, before laying it out. */
    @Override
    public void doLayout() {
        int needed = 2 * Math.max(one.getPreferredSize().width, two.getPreferredSize().width)
                + middle.getPreferredSize().width + 2 * GAP;
        boolean inOneRow = getWidth() >= needed;
        if (wide == null || wide != inOneRow) {
            arrange(inOneRow);
            // the bar's height changes with its rows: the screen is laid out again with it
            SwingUtilities.invokeLater(() -> {
                Component screen = getParent();
                if (screen instanceof javax.swing.JComponent) {
                    ((javax.swing.JComponent) screen).revalidate();
                }
            });
        }
        super.doLayout();
    }
}
