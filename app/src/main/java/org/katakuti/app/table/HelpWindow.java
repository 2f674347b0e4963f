package org.katakuti.app.table;

import java.awt.Dialog;
import java.awt.Window;

import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.UIManager;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.i18n.Texts;

/**
 * The rules of every game and the table's tips and words, in a window beside
 * the match (never modal: the match goes on while it is open). The game in
 * play comes first. Built only when first opened. It opens beside the table
 * ({@link Beside}); Esc closes it.
 */
final class HelpWindow extends JDialog {

    private final JEditorPane page = new JEditorPane();

    HelpWindow(Window owner) {
        super(owner, Dialog.ModalityType.MODELESS);
        setName("help");
        page.setName("helpPage");
        page.setEditable(false);
        page.setEditorKit(new WrappingHtmlKit());
        page.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        JScrollPane scroll = new JScrollPane(page);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        setContentPane(scroll);
        setSize(WIDTH, HEIGHT);
        setLocationByPlatform(true);
        getRootPane().registerKeyboardAction(e -> setVisible(false),
                javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ESCAPE, 0),
                javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    private static final int WIDTH = 460;
    private static final int HEIGHT = 560;

    /** Shows the help in {@code texts}' language, {@code game}'s rules first. */
    void show(Texts texts, Game game) {
        setTitle(texts.get("help.title"));
        page.setFont(UIManager.getFont("Label.font"));
        page.setText(html(texts, game));
        page.setCaretPosition(0);
        if (!isVisible()) {
            // beside the table each time it opens, never over the board; once open, where the player puts it
            if (getOwner() != null && getOwner().isShowing()) {
                Beside.open(this, getOwner(), WIDTH, Math.max(HEIGHT, getOwner().getHeight()));
            }
            setVisible(true);
        }
    }

    /** @return the whole help page as HTML, {@code game} first */
    static String html(Texts texts, Game game) {
        // a heading sits close to the text it heads, further from the text above it
        StringBuilder html = new StringBuilder("<html><head><style>"
                + "h2 { margin-top: 14px; margin-bottom: 0 } h3 { margin-top: 10px; margin-bottom: 0 } "
                + "p { margin-top: 5px; margin-bottom: 0 }</style></head><body style='margin:4px 18px 10px 10px'>");
        html.append("<h2>").append(texts.help("help.section.game")).append(": ").append(Names.game(texts, game))
                .append("</h2>").append(texts.help("help.game." + game.id()));
        html.append("<h2>").append(texts.help("help.section.match")).append("</h2>").append(texts.help("help.match"));
        html.append("<h2>").append(texts.help("help.section.keys")).append("</h2>").append(texts.help("help.keys"));
        html.append(texts.help("help.table"));
        html.append("<h2>").append(texts.help("help.section.tips")).append("</h2>").append(texts.help("help.tips"));
        html.append("<h2>").append(texts.help("help.section.words")).append("</h2>").append(texts.help("help.words"));
        html.append("<h2>").append(texts.help("help.section.all")).append("</h2>");
        for (Game other : Games.all()) {
            if (other != game) {
                html.append("<h3>").append(Names.game(texts, other)).append("</h3>")
                        .append(texts.help("help.game." + other.id()));
            }
        }
        return html.append("</body></html>").toString();
    }
}
