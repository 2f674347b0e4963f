package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;

import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.SwingUtilities;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.prefs.TablePrefs.Theme;
import org.katakuti.app.table.MatchSetup;
import org.katakuti.app.table.TableWindow;

/**
 * No word is cut: at the smallest window and at 1024x768, in English and
 * Nepali, light and dark, every label and button on the start screen and on a
 * match (the computer's name, tigadi's gotis) is as wide as its text needs, and
 * what a player list shows fits the list. Saves each screen under
 * {@code target/screenshots/} for a person to look at.
 */
class LabelsFitGuiTest {

    private static final Dimension[] SIZES = {TableWindow.MINIMUM_SIZE, new Dimension(1024, 768)};

    @Test
    void everyLabelIsWholeInBothLanguagesAndThemesAtTheSmallestSizeAndAt1024By768() {
        try (TableFixture table = TableFixture.open()) {
            BotFactory hard = BotCatalog.using(getClass().getClassLoader(), warning -> { }).byId("hard");
            List<String> cut = new ArrayList<>();
            for (Language language : Language.values()) {
                GuiActionRunner.execute(() -> table.frame.setLanguage(language));
                for (Theme theme : new Theme[] {Theme.LIGHT, Theme.DARK}) {
                    GuiActionRunner.execute(() -> table.frame.setTheme(theme));
                    for (Dimension size : SIZES) {
                        table.window.resizeTo(size);
                        String name = language.tag() + "-" + theme.name().toLowerCase() + "-" + size.width + "x"
                                + size.height;
                        GuiActionRunner.execute(() -> table.frame.showStart());
                        JComboBox<?> two = (JComboBox<?>) table.robot.finder().findByName(table.frame, "playerTwo", false);
                        GuiActionRunner.execute(() -> two.setSelectedIndex(two.getItemCount() - 1));
                        table.robot.waitForIdle();
                        cut.addAll(cutWords(table, "start " + name));
                        table.screenshot("fit-start-" + name);
                        for (Game game : new Game[] {Games.TIGADI, Games.GOMOKU}) {
                            GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.againstBot(game, 3,
                                    "Sarasvati Kumari", hard, Side.TWO)));
                            table.robot.waitForIdle();
                            cut.addAll(cutWords(table, game.id() + " " + name));
                            table.screenshot("fit-" + game.id() + "-" + name);
                            GuiActionRunner.execute(() -> table.frame.controller().leave());
                        }
                    }
                }
            }
            assertThat(cut).as("words cut").isEmpty();
        }
    }

    /** @return each label, button or list on show whose words do not fit it, as "where: text (needs/has)" */
    private static List<String> cutWords(TableFixture table, String where) {
        return GuiActionRunner.execute(() -> {
            List<String> cut = new ArrayList<>();
            collect(table.frame.getContentPane(), where, cut);
            return cut;
        });
    }

    private static void collect(Component component, String where, List<String> cut) {
        if (!component.isShowing()) {
            return;
        }
        String text = null;
        int needs = 0;
        int has = component.getWidth();
        if (component.getClass().getSimpleName().equals("WrappingLabel")) {
            // it wraps at spaces: whole when its longest word fits its width and all its lines its height
            JLabel wrapping = (JLabel) component;
            java.awt.FontMetrics metrics = wrapping.getFontMetrics(wrapping.getFont());
            text = wrapping.getText();
            for (String word : text.trim().split(" +")) {
                needs = Math.max(needs, metrics.stringWidth(word));
            }
            if (wrapping.getPreferredSize().height > wrapping.getHeight()) {
                needs = Integer.MAX_VALUE; // lines cut off at the bottom
            }
        } else if (component instanceof JLabel || component instanceof AbstractButton) {
            text = component instanceof JLabel ? ((JLabel) component).getText() : ((AbstractButton) component).getText();
            needs = component.getPreferredSize().width;
            has = Math.min(has, visibleWidth((JComponent) component));
        } else if (component instanceof JComboBox) {
            JComboBox<?> list = (JComboBox<?>) component;
            @SuppressWarnings("unchecked")
            JList<Object> cells = new JList<>();
            @SuppressWarnings("unchecked")
            javax.swing.ListCellRenderer<Object> renderer = (javax.swing.ListCellRenderer<Object>) list.getRenderer();
            Component shown = renderer.getListCellRendererComponent(cells, list.getSelectedItem(), -1, false, false);
            text = shown instanceof JLabel ? ((JLabel) shown).getText() : String.valueOf(list.getSelectedItem());
            needs = shown.getPreferredSize().width;
            Component arrow = list.getComponentCount() > 0 ? list.getComponent(0) : null;
            has = list.getWidth() - list.getInsets().left - list.getInsets().right - (arrow == null ? 0 : arrow.getWidth());
        }
        if (text != null && !text.trim().isEmpty() && needs > has) {
            cut.add(where + ": \"" + text + "\" (" + component.getName() + " needs " + needs + ", has " + has + ")");
        }
        if (component instanceof Container && !(component instanceof JComboBox)) {
            for (Component child : ((Container) component).getComponents()) {
                collect(child, where, cut);
            }
        }
    }

    /** @return how much of the component's width its parents leave on show (a scrolled form shows all of it) */
    private static int visibleWidth(JComponent component) {
        Rectangle visible = component.getVisibleRect();
        return SwingUtilities.getAncestorOfClass(javax.swing.JViewport.class, component) != null
                ? component.getWidth() : visible.width;
    }
}
