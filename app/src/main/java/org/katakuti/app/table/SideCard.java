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

/** One player's corner of the score bar: mark, name, jit count, and a coloured edge on their palo. */
public final class SideCard extends JPanel {

    private final MarkIcon icon;
    private final JLabel name = new JLabel();
    private final JLabel jit = new JLabel();
    private final JLabel wins = new JLabel();

    public SideCard(boolean sideOne, boolean goti, String componentName) {
        super(new MigLayout("insets 6 10 6 10, gapx 8", "[][grow][]"));
        setName(componentName);
        icon = new MarkIcon(sideOne, goti, 30);
        name.setIcon(icon);
        name.setName(componentName + "-name");
        TextStyle.STRONG.applyTo(name);
        wins.setName(componentName + "-wins");
        wins.setFont(wins.getFont().deriveFont(Font.BOLD, wins.getFont().getSize2D() * 1.6f));
        TextStyle.SMALL.applyTo(jit);
        add(name, "growx, wmin 0");
        add(wins, "split 2, flowy, right, gapy 0");
        add(jit, "right, gapy 0");
        setPalo(false);
    }

    /** @param winCount the player's wins, already in the language's digits */
    public void show(String playerName, String winCount, String jitWord) {
        name.setText(playerName);
        wins.setText(winCount);
        jit.setText(jitWord);
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
        if (name != null) {
            Font big = UIManager.getFont("Label.font");
            wins.setFont(big.deriveFont(Font.BOLD, big.getSize2D() * 1.6f));
        }
    }
}
