package org.katakuti.app.table;

import java.awt.event.KeyEvent;
import java.util.function.Supplier;

import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.prefs.TablePrefs;

/**
 * The menu items that help a person learn while playing: Match → Hint (H),
 * the hard computer's move shown on the board, and View → Warn me of threats,
 * remembered in the prefs. Kept out of the window's own menus so they live in
 * one place.
 */
final class PlayAids implements AutoCloseable {

    private final TablePrefs prefs;
    private final Supplier<MatchScreen> screen;
    private final long budgetMillis;
    private final Hints hints = new Hints();
    private final JMenuItem hint = new JMenuItem();
    private final JCheckBoxMenuItem threats = new JCheckBoxMenuItem();

    /** @param screen the match on show, or null when none is */
    PlayAids(TablePrefs prefs, Supplier<MatchScreen> screen, long budgetMillis) {
        this.prefs = prefs;
        this.screen = screen;
        this.budgetMillis = budgetMillis;
        hint.setName("menu-hint");
        // a plain H: there is nothing to type on the match screen, and the item is off elsewhere
        hint.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_H, 0));
        hint.setEnabled(false);
        hint.addActionListener(e -> {
            MatchScreen match = screen.get();
            if (match != null && match.isShowing()) {
                match.hint(hints, budgetMillis);
            }
        });
        threats.setName("menu-threats");
        threats.setSelected(prefs.warnThreats());
        threats.addActionListener(e -> setWarnThreats(threats.isSelected()));
    }

    /** Hint goes just before the Match menu's last separator (and Quit), threats at the end of View. */
    void addTo(JMenu matchMenu, JMenu viewMenu) {
        matchMenu.insert(hint, matchMenu.getItemCount() - 2);
        viewMenu.add(threats);
    }

    void applyTexts(Texts texts) {
        hint.setText(texts.get("menu.hint"));
        threats.setText(texts.get("menu.threats"));
    }

    /** A new match screen: it warns of threats as the prefs say. */
    void seat(MatchScreen match) {
        match.setWarnThreats(prefs.warnThreats());
    }

    /** Hint is on only while a match is on show. */
    void update(boolean playing) {
        hint.setEnabled(playing);
    }

    void setWarnThreats(boolean on) {
        prefs.setWarnThreats(on);
        prefs.save();
        threats.setSelected(on);
        MatchScreen match = screen.get();
        if (match != null) {
            match.setWarnThreats(on);
        }
    }

    /** Hints come from {@code bot} from now on (tests hand in one of their own). */
    void useHintBot(BotFactory bot) {
        hints.use(bot);
    }

    @Override
    public void close() {
        hints.close();
    }
}
