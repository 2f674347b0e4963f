package org.katakuti.app.table;

import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * The yardstick of {@code scripts/startup-ratio.sh}: a bare Swing window of
 * the table's size, timed by the same {@link StartupProbe} as the table.
 */
public final class BareFrameProbe {

    private BareFrameProbe() {
    }

    public static void main(String[] args) {
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame("bare");
            frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            frame.setSize(760, 720);
            frame.setContentPane(new javax.swing.JPanel() {
                @Override
                public void paint(java.awt.Graphics g) {
                    super.paint(g);
                    StartupProbe.ready();
                }
            });
            StartupProbe.watch(frame, "bare");
            frame.setVisible(true);
        });
    }
}
