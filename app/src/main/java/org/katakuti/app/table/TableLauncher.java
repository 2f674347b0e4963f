package org.katakuti.app.table;

import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

import com.formdev.flatlaf.FlatLightLaf;

/** Opens the table: the desktop window of Katakuti. (A placeholder until the table lands.) */
public final class TableLauncher {

    private TableLauncher() {
    }

    /** Opens the window on the event dispatch thread and returns at once. */
    public static void launch(String[] args) {
        SwingUtilities.invokeLater(() -> {
            FlatLightLaf.setup();
            JFrame frame = new JFrame("Katakuti");
            frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
            frame.add(new JLabel("The table is coming.", SwingConstants.CENTER));
            frame.setSize(480, 360);
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
        });
    }
}
