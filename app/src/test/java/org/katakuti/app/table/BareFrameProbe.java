package org.katakuti.app.table;

import java.awt.BorderLayout;
import java.awt.Graphics;

import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * The yardsticks of {@code scripts/startup-ratio.sh}: a bare Swing window of
 * the table's size, timed by the same {@link StartupProbe} as the table. With
 * the argument {@code label} it shows one line of text, so it pays for the
 * font system as every real first screen does; without, its content pane is
 * empty.
 */
public final class BareFrameProbe {

    private BareFrameProbe() {
    }

    public static void main(String[] args) {
        final boolean label = args.length > 0 && "label".equals(args[0]);
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame("bare");
            frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            frame.setSize(760, 720);
            JPanel content = new JPanel(new BorderLayout()) {
                @Override
                public void paint(Graphics g) {
                    super.paint(g);
                    StartupProbe.ready();
                }
            };
            if (label) {
                content.add(new JLabel("A new match: choose a game, the wins needed and the players."),
                        BorderLayout.NORTH);
            }
            frame.setContentPane(content);
            StartupProbe.watch(frame, label ? "bare-label" : "bare");
            frame.setVisible(true);
        });
    }
}
