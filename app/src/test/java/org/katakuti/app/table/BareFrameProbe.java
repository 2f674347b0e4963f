package org.katakuti.app.table;

import java.awt.BorderLayout;
import java.awt.Graphics;
import java.awt.GridLayout;

import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * The yardsticks of {@code scripts/startup-ratio.sh}: a bare Swing window of
 * the table's size, timed by the same {@link StartupProbe} as the table. With
 * the argument {@code form} it is the plain form the issue measures against (a
 * heading, seven radio buttons, two text fields, a combo box and a button, in
 * the default look and feel); with {@code label}, one line of text; without,
 * its content pane is empty.
 */
public final class BareFrameProbe {

    private BareFrameProbe() {
    }

    public static void main(String[] args) {
        final String kind = args.length > 0 ? args[0] : "bare";
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
            if ("label".equals(kind)) {
                content.add(new JLabel("A new match: choose a game, the wins needed and the players."),
                        BorderLayout.NORTH);
            } else if ("form".equals(kind)) {
                content.add(plainForm(), BorderLayout.NORTH);
            }
            frame.setContentPane(content);
            StartupProbe.watch(frame, "bare-" + kind);
            frame.setVisible(true);
        });
    }

    private static JPanel plainForm() {
        JPanel form = new JPanel(new GridLayout(0, 1));
        form.add(new JLabel("A new match"));
        ButtonGroup games = new ButtonGroup();
        String[] names = {"Tic-tac-toe", "Misère", "Four by four", "Five in a row", "Gomoku", "Ultimate", "Tigadi"};
        for (String name : names) {
            JRadioButton button = new JRadioButton(name, games.getButtonCount() == 0);
            games.add(button);
            form.add(button);
        }
        form.add(new JTextField("Asha", 20));
        form.add(new JTextField("Bikash", 20));
        form.add(new JComboBox<>(new String[] {"A person", "Computer: easy", "Computer: normal", "Computer: hard"}));
        form.add(new JButton("Play"));
        return form;
    }
}
