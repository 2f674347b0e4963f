package org.katakuti.app.table;

import java.awt.Component;
import java.util.function.IntConsumer;

import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Side;
import org.katakuti.app.board.Ink;
import org.katakuti.app.board.MarkIcon;
import org.katakuti.app.i18n.Texts;

/**
 * The moves of the game in play beside the board, in notation, numbered by
 * turn, the newest in view. Choosing a row asks to see the position after that
 * move; the list only tells, the match screen shows it.
 */
final class MoveList extends JScrollPane {

    private final DefaultListModel<String> rows = new DefaultListModel<>();
    private final JList<String> list = new JList<>(rows);
    private final MarkIcon iconOne;
    private final MarkIcon iconTwo;
    private GameRecord game;
    private Texts texts;
    /** True while the list is rebuilt or cleared from the record: no selection then is the player's. */
    private boolean updating;

    /** @param onView hears the turn (from 1) whose position the player chose to see */
    MoveList(boolean goti, IntConsumer onView) {
        setName("moveListScroll");
        list.setName("moveList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(12);
        // as wide as the longest move the game can have, from the first move on: the board beside it never jumps
        list.setPrototypeCellValue(goti ? "888. d2-d3xg7" : "888. m15");
        iconOne = new MarkIcon(true, goti, 12);
        iconTwo = new MarkIcon(false, goti, 12);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> owner, Object value, int index,
                    boolean selected, boolean focused) {
                super.getListCellRendererComponent(owner, value, index, selected, focused);
                setIcon(game != null && moverOf(index + 1) == Side.ONE ? iconOne : iconTwo);
                setIconTextGap(6);
                return this;
            }
        });
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && list.getSelectedIndex() >= 0) {
                onView.accept(list.getSelectedIndex() + 1);
            }
        });
        setViewportView(list);
        setHorizontalScrollBarPolicy(HORIZONTAL_SCROLLBAR_NEVER);
    }

    void setInk(Ink ink) {
        iconOne.setInk(ink);
        iconTwo.setInk(ink);
        list.repaint();
    }

    /** Lists {@code shown}'s moves in {@code words}' digits, the newest in view, none chosen. */
    void show(GameRecord shown, Texts words) {
        this.game = shown;
        this.texts = words;
        updating = true;
        try {
            rows.clear();
            for (int turn = 1; turn <= shown.plies(); turn++) {
                rows.addElement(texts.number(turn) + ". " + shown.moves().get(turn - 1).move());
            }
            list.clearSelection();
        } finally {
            updating = false;
        }
        if (!rows.isEmpty()) {
            list.ensureIndexIsVisible(rows.size() - 1);
        }
    }

    /** Back to the game: no move chosen. */
    void clearChoice() {
        updating = true;
        try {
            list.clearSelection();
        } finally {
            updating = false;
        }
    }

    private Side moverOf(int turn) {
        // every turn is one move, passes included
        return turn % 2 == 1 ? game.first() : game.first().other();
    }
}
