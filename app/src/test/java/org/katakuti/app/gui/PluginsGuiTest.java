package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.swing.JComponent;
import javax.swing.JTable;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.rules.Games;
import org.katakuti.app.plugin.PluginFolders;
import org.katakuti.app.plugin.PluginJars;
import org.katakuti.app.table.MatchSetup;

/**
 * Plugin jars at the table: a refused jar is said on the start screen in words,
 * Match → Bots… lists every bot and jar with its status and reloads the
 * folders, and a plugin that calls {@code System.exit} costs it its games while
 * the window and the match go on.
 */
class PluginsGuiTest {

    @TempDir
    static Path folder;
    private TableFixture table;

    @BeforeAll
    static void aPluginsFolderWithAGoodABrokenAndAnExitingJar() throws Exception {
        TableFixture.requireDisplay();
        PluginJars.in(folder).bot("Good", "test-good", PluginJars.FIRST_LEGAL).write("good.jar");
        PluginJars.in(folder).bot("Exits", "test-exits", PluginJars.EXITS).write("exits.jar");
        Files.writeString(folder.resolve("broken.jar"), "not a jar");
        System.setProperty(PluginFolders.PROPERTY, folder.toString());
    }

    @AfterAll
    static void forgetTheFolder() throws Exception {
        Files.deleteIfExists(folder.resolve("later.jar"));
        System.clearProperty(PluginFolders.PROPERTY);
    }

    @AfterEach
    void closeTheTable() {
        if (table != null) {
            table.close();
        }
    }

    @Test
    void aRefusedJarIsSaidAtTheTableAndTheBotsWindowShowsEveryBotAndJar() {
        table = TableFixture.open();
        TableFixture.waitFor("the start screen says a jar was refused", () -> startScreenSays("1 plugin jar was refused"));
        table.window.menuItem("menu-bots").click();
        DialogFixture bots = new DialogFixture(table.robot, (java.awt.Dialog) table.robot.finder().findByName("bots-window"));
        JTable botTable = bots.table("bots-table").target();
        JTable jarTable = bots.table("bots-jars").target();
        TableFixture.waitFor("the plugin bots are listed", () -> column(botTable, 0).contains("test-good"));
        assertThat(column(botTable, 0)).contains("easy", "normal", "hard", "test-good", "test-exits");
        assertThat(column(jarTable, 1)).contains("refused: not a jar: it cannot be read as one (zip END header not found)");
        table.screenshot((javax.swing.JDialog) bots.target(), "bots-window");
        // a jar dropped in while the app runs is there after Reload, with no restart
        PluginJars.in(folder).bot("Later", "test-later", PluginJars.FIRST_LEGAL).write("later.jar");
        bots.button("bots-reload").click();
        TableFixture.waitFor("the new jar's bot is listed after Reload", () -> column(botTable, 0).contains("test-later"));
        TableFixture.waitFor("the start screen offers it too", () -> table.frame.opponents() != null
                && table.frame.opponents().ids().contains("test-later"));
        bots.close();
    }

    @Test
    void aPluginThatCallsSystemExitLosesItsGamesAndTheMatchGoesOnInTheWindow() {
        table = TableFixture.open();
        BotFactory exits = GuiActionRunner.execute(() -> table.frame.opponents().byId("test-exits"));
        BotFactory good = GuiActionRunner.execute(() -> table.frame.opponents().byId("test-good"));
        GuiActionRunner.execute(() -> table.frame.startMatch(new MatchSetup(Games.TIC_TAC_TOE, 3,
                MatchSetup.Choice.bot(exits), MatchSetup.Choice.bot(good))));
        table.window.comboBox("speed").selectItem("Fast");
        TableFixture.waitFor("the first game is lost by forfeit", () -> table.controller().record().games().size() > 1
                || table.controller().isGameOver());
        assertThat(GuiActionRunner.execute(() -> table.controller().record().games().get(0).forfeit()))
                .isEqualTo(Forfeit.CRASH);
        assertThat(table.frame.isDisplayable()).as("the window is still there").isTrue();
    }

    private static java.util.List<String> column(JTable table, int column) {
        return GuiActionRunner.execute(() -> {
            java.util.List<String> values = new java.util.ArrayList<>();
            for (int row = 0; row < table.getRowCount(); row++) {
                values.add(String.valueOf(table.getValueAt(row, column)));
            }
            return values;
        });
    }

    /** The start screen's note line, read through its label (a package-private class of the table). */
    private boolean startScreenSays(String words) {
        return !table.robot.finder().findAll(table.frame, new GenericTypeMatcher<JComponent>(JComponent.class) {
            @Override
            protected boolean isMatching(JComponent component) {
                return component.getClass().getSimpleName().equals("WrappingLabel") && component.isShowing()
                        && text(component).contains(words);
            }
        }).isEmpty();
    }

    private static String text(JComponent label) {
        try {
            Method getText = label.getClass().getDeclaredMethod("getText");
            getText.setAccessible(true);
            return String.valueOf(getText.invoke(label));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
