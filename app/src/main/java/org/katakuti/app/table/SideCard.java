package org.katakuti.app.table;

import java.awt.Color;
import java.awt.Font;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.katakuti.app.board.Ink;
import org.katakuti.app.board.MarkIcon;

/**
 * One player's corner of the score bar: mark, name, jit count, and a coloured
 * edge on their palo. A name too long for the card wraps onto a second line
 * rather than being cut.
 */
public final class SideCard extends JPanel {

    /** How much larger than the label font the jit count is. */
    private static final float WINS_SCALE = 1.6f;
    /**
     * Devanagari digits are drawn smaller and thinner than Latin ones at the
     * same size in the fonts that carry them: a little larger, they read as well.
     */
    private static final float DEVANAGARI_DIGITS_SCALE = 1.3f;

    private final MarkIcon icon;
    private final JLabel mark = new JLabel();
    private final WrappingLabel name = new WrappingLabel(TextStyle.STRONG);
    private final JLabel jit = new JLabel();
    private final JLabel wins = new JLabel();

    public SideCard(boolean sideOne, boolean goti, String componentName) {
        super(new MigLayout("insets 6 10 6 10, gapx 8", "[][grow][]", "[center]"));
        setName(componentName);
        icon = new MarkIcon(sideOne, goti, 30);
        mark.setIcon(icon);
        name.setName(componentName + "-name");
        wins.setName(componentName + "-wins");
        TextStyle.SMALL.applyTo(jit);
        add(mark);
        add(name, "growx, wmin 0");
        add(wins, "split 2, flowy, right, gapy 0");
        add(jit, "right, gapy 0");
        setPalo(false);
        winsFont();
    }

    /** @param winCount the player's wins, already in the language's digits */
    public void show(String playerName, String winCount, String jitWord) {
        name.setText(playerName);
        name.setToolTipText(playerName);
        wins.setText(winCount);
        jit.setText(jitWord);
        winsFont();
    }

    /** @return the name as shown (for tests) */
    public String playerName() {
        return name.getText();
    }

    public void setInk(Ink ink) {
        icon.setInk(ink);
        repaint();
    }

    /** A thick accent edge while it is this player's palo, a faint one otherwise. */
    public void setPalo(boolean palo) {
        Color accent = UIManager.getColor("Component.accentColor");
        if (accent == null) {
            accent = UIManager.getColor("Component.focusColor");
        }
        Color quiet = UIManager.getColor("Component.borderColor");
        setBorder(palo ? BorderFactory.createMatteBorder(0, 0, 3, 0, accent == null ? Color.BLUE : accent)
                : BorderFactory.createMatteBorder(0, 0, 3, 0, quiet == null ? Color.LIGHT_GRAY : quiet));
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (wins != null) {
            winsFont();
        }
    }

    private void winsFont() {
        Font base = UIManager.getFont("Label.font");
        if (base == null) {
            return;
        }
        String count = wins.getText();
        boolean devanagari = count != null && !count.isEmpty() && count.charAt(0) >= '\u0966' && count.charAt(0) <= '\u096F';
        wins.setFont(base.deriveFont(Font.BOLD, base.getSize2D() * WINS_SCALE * (devanagari ? DEVANAGARI_DIGITS_SCALE : 1f)));
    }
}
