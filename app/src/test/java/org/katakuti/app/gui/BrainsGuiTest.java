package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JFileChooser;
import javax.swing.JTable;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.app.prefs.BrainPrefs;
import org.katakuti.app.prefs.MemoryPrefsStore;
import org.katakuti.app.prefs.TablePrefs;
import org.katakuti.app.table.MatchSetup;

/**
 * Gomocup brains at the table: added in Match → Bots… (a program that is not
 * one is refused in words), offered for gomoku, played through the guarded
 * runner, and heard in the engine console.
 */
class BrainsGuiTest {

    @TempDir
    Path folder;
    private TableFixture table;

    @AfterEach
    void closeTheTable() {
        if (table != null) {
            table.close();
        }
    }

    /** Katakuti's own brain, normal level, in a JVM of its own: it says a MESSAGE line before every move. */
    private File katakutiBrain() throws Exception {
        String java = System.getProperty("java.home") + "/bin/java";
        Path file = folder.resolve("pbrain-own");
        Files.writeString(file, "#!/bin/sh\nexec \"" + java + "\" -Xmx64m -cp \"" + System.getProperty("java.class.path")
                + "\" org.katakuti.app.Main pbrain --level normal --seed 3\n");
        assertThat(file.toFile().setExecutable(true)).isTrue();
        return file.toFile();
    }

    @Test
    void aBrainAddedInTheBotsWindowIsOfferedForGomokuAndAProgramThatIsNotOneIsRefused() throws Exception {
        File brain = katakutiBrain();
        Path notABrain = folder.resolve("hello");
        Files.writeString(notABrain, "#!/bin/sh\necho 'Hello!'\nsleep 30\n");
        assertThat(notABrain.toFile().setExecutable(true)).isTrue();
        table = TableFixture.open();
        table.window.menuItem("menu-bots").click();
        DialogFixture bots = new DialogFixture(table.robot,
                (java.awt.Dialog) table.robot.finder().findByName("bots-window"));

        bots.button("bots-addBrain").click();
        choose(notABrain.toFile());
        JOptionPaneFixture refusal = JOptionPaneFinder.findOptionPane().withTimeout(20_000).using(table.robot);
        assertThat(refusal.target().getMessage().toString())
                .contains("cannot be added as a Gomocup brain", "not a Gomocup brain", "Hello!");
        // as DesktopGuiTest answers its questions: a robot click on a pane just shown can be lost under Xvfb,
        // and the modal pane left up then keeps every later click from the Bots window
        javax.swing.JButton ok = refusal.okButton().target();
        GuiActionRunner.execute(() -> ok.doClick(0));
        TableFixture.waitFor("the refusal is read and gone", () -> !refusal.target().isShowing());

        bots.button("bots-addBrain").click();
        choose(brain);
        JTable botTable = bots.table("bots-table").target();
        TableFixture.waitFor("the brain is listed, named as it names itself",
                () -> column(botTable, 0).contains("pbrain-own"));
        int row = column(botTable, 0).indexOf("pbrain-own");
        assertThat(GuiActionRunner.execute(() -> botTable.getValueAt(row, 1))).isEqualTo("Gomocup brain katakuti");
        assertThat(GuiActionRunner.execute(() -> botTable.getValueAt(row, 5))).isEqualTo("five-in-a-row gomoku");
        table.screenshot((javax.swing.JDialog) bots.target(), "bots-window-brain");
        TableFixture.waitFor("the start screen offers it", () -> table.frame.opponents().ids().contains("pbrain-own"));

        // Remove brain forgets it, here and on the start screen
        bots.table("bots-table").selectRows(row);
        bots.button("bots-removeBrain").click();
        TableFixture.waitFor("the brain is gone", () -> !column(botTable, 0).contains("pbrain-own"));
        TableFixture.waitFor("the start screen no longer offers it",
                () -> !table.frame.opponents().ids().contains("pbrain-own"));
        bots.close();
    }

    @Test
    void aBrainPlaysAMatchAtTheTableAndTheEngineConsoleShowsWhatItSays() throws Exception {
        TablePrefs prefs = new TablePrefs(new MemoryPrefsStore());
        BrainPrefs brains = new BrainPrefs(prefs.store());
        brains.add(new BrainPrefs.SavedBrain(katakutiBrain().getPath(), "name=\"katakuti\""));
        table = TableFixture.open(prefs);
        BotFactory brain = GuiActionRunner.execute(() -> table.frame.opponents().byId("pbrain-own"));
        table.window.menuItem("menu-console").click();
        DialogFixture console = new DialogFixture(table.robot,
                (java.awt.Dialog) table.robot.finder().findByName("engine-console"));

        GuiActionRunner.execute(() -> table.frame.startMatch(new MatchSetup(Games.FIVE_IN_A_ROW, 1,
                MatchSetup.Choice.bot(brain), MatchSetup.Choice.person("Tester"))));
        TableFixture.waitFor("the brain has made the first move", () -> table.controller().record().games().get(0)
                .moves().size() == 1);

        javax.swing.text.JTextComponent text = console.textBox("engine-console-text").target();
        TableFixture.waitFor("the console shows the brain's thinking",
                () -> text.getText().contains("pbrain-own: MESSAGE positions"));
        assertThat(GuiActionRunner.execute(() -> table.controller().record().player(Side.ONE).kind()))
                .isEqualTo(PlayerKind.ENGINE);
        assertThat(GuiActionRunner.execute(() -> table.controller().record().games().get(0).forfeit()))
                .as("the brain plays within its time").isNull();
        table.screenshot((javax.swing.JDialog) console.target(), "engine-console");
        // the brain now waits for the person: nothing more comes in until they move
        console.button("engine-console-clear").click();
        assertThat(GuiActionRunner.execute(() -> text.getText())).isEmpty();
        console.close();

        // a brain whose program has gone is listed as refused, and can still be removed
        table.window.menuItem("menu-bots").click();
        DialogFixture bots = new DialogFixture(table.robot,
                (java.awt.Dialog) table.robot.finder().findByName("bots-window"));
        assertThat(new File(folder.toFile(), "pbrain-own").delete()).isTrue();
        bots.button("bots-reload").click();
        JTable jarTable = bots.table("bots-jars").target();
        TableFixture.waitFor("the brain is refused", () -> column(jarTable, 1).stream()
                .anyMatch(status -> status.startsWith("refused: no program at")));
        assertThat(column(bots.table("bots-table").target(), 0)).doesNotContain("pbrain-own");
        bots.table("bots-jars").selectRows(column(jarTable, 0).indexOf("pbrain-own (Gomocup brain)"));
        bots.button("bots-removeBrain").click();
        TableFixture.waitFor("the brain is forgotten", () -> !column(jarTable, 0).contains("pbrain-own (Gomocup brain)"));
        assertThat(brains.brains()).isEmpty();
        bots.close();
    }

    /**
     * Picks {@code file} in the file chooser once it shows, approved on the event
     * thread: a robot click on the chooser's Open button can be lost under Xvfb
     * (as on a pane just shown), and the chooser left up fails the test.
     */
    private void choose(File file) {
        JFileChooser chooser = JFileChooserFinder.findFileChooser().withTimeout(10_000).using(table.robot).target();
        GuiActionRunner.execute(() -> {
            chooser.setSelectedFile(file);
            chooser.approveSelection();
        });
    }

    private static List<String> column(JTable table, int column) {
        return GuiActionRunner.execute(() -> {
            List<String> values = new ArrayList<>();
            for (int row = 0; row < table.getRowCount(); row++) {
                values.add(String.valueOf(table.getValueAt(row, column)));
            }
            return values;
        });
    }
}
