package org.katakuti.app.table;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.function.Consumer;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;

import org.katakuti.app.i18n.Texts;
import org.katakuti.app.pbrain.BrainMessages;

/**
 * Match → Engine console…: what the Gomocup brains at the table say as they
 * play (their {@code MESSAGE} and {@code DEBUG} lines, each after the brain's
 * id), live. Not modal: it can stay open beside the board. Lines arrive on the
 * brains' reader threads and are shown on the event thread; the text keeps
 * only the newest {@link BrainMessages#KEPT} lines, as the messages do.
 */
final class EngineConsole extends JDialog {

    private static final long serialVersionUID = 1L;

    private final BrainMessages messages;
    private final JTextArea text = new JTextArea();
    private final Consumer<String> listener = line -> SwingUtilities.invokeLater(() -> append(line));
    private int shown;

    EngineConsole(Window owner, Texts texts, BrainMessages messages) {
        super(owner, texts.get("console.title"), ModalityType.MODELESS);
        this.messages = messages;
        setName("engine-console");
        text.setName("engine-console-text");
        text.setEditable(false);
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, text.getFont().getSize()));
        WrappingLabel about = new WrappingLabel(TextStyle.SMALL);
        about.setText(texts.get("console.about"));
        JButton clear = new JButton(texts.get("console.clear"));
        clear.setName("engine-console-clear");
        clear.addActionListener(e -> {
            messages.clear();
            text.setText("");
            shown = 0;
        });
        JButton close = new JButton(texts.get("bots.close"));
        close.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.TRAILING));
        buttons.add(clear);
        buttons.add(close);
        JPanel content = new JPanel(new BorderLayout(0, 8));
        content.setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        content.add(about, BorderLayout.NORTH);
        content.add(new JScrollPane(text), BorderLayout.CENTER);
        content.add(buttons, BorderLayout.SOUTH);
        content.registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        setContentPane(content);
        setSize(620, 420);
        setLocationRelativeTo(owner);
        // the lines so far, then the new ones: the listener goes on first so that none falls between
        messages.addListener(listener);
        for (String line : messages.lines()) {
            append(line);
        }
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                messages.removeListener(listener);
            }
        });
    }

    /** @return the text shown (for tests) */
    String shownText() {
        return text.getText();
    }

    private void append(String line) {
        text.append(line + "\n");
        shown++;
        if (shown > BrainMessages.KEPT) {
            Document document = text.getDocument();
            try {
                int firstLineEnd = text.getLineEndOffset(0);
                document.remove(0, firstLineEnd);
                shown--;
            } catch (BadLocationException e) {
                // the text is its own: the first line is always there
            }
        }
        text.setCaretPosition(text.getDocument().getLength());
    }
}
