package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.swing.JTable;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.rules.Games;
import org.katakuti.app.log.MatchLogStore;
import org.katakuti.app.table.MatchSetup;
import org.katakuti.app.table.TableLog;

/** The saved matches in the window: a match played is saved, listed and replayed; a damaged file is listed, untouched. */
class MatchesGuiTest {

    @TempDir
    Path data;

    private TableFixture table;

    @AfterEach
    void close() {
        if (table != null) {
            table.close();
        }
    }

    @Test
    void aMatchPlayedAtTheTableIsSavedListedAndReplayedAndADamagedLogIsListedUntouched() throws Exception {
        MatchLogStore store = MatchLogStore.in(data, "test");
        Files.createDirectories(store.folder());
        Path damaged = store.folder().resolve("2026-01-01-000000-tic-tac-toe-broken.json");
        byte[] broken = "{\"format\": \"1.0\", \"game\": \"tic-tac-t".getBytes(StandardCharsets.UTF_8);
        Files.write(damaged, broken);

        table = TableFixture.open();
        GuiActionRunner.execute(() -> TableLog.attach(table.frame, store, null));
        GuiActionRunner.execute(() -> table.frame.startMatch(MatchSetup.friends(Games.TIC_TAC_TOE, 1, "Asha",
                "Bikash")));
        for (String point : new String[] {"a1", "b1", "a2", "b2", "a3"}) {
            table.click(point);
        }
        TableFixture.waitFor("the finished match is on disk", () -> {
            try {
                return store.list().stream().anyMatch(entry -> entry.isGood() && entry.record().isOver());
            } catch (java.io.IOException e) {
                return false;
            }
        });

        GuiActionRunner.execute(() -> table.frame.openMatches());
        DialogFixture matches = org.assertj.swing.finder.WindowFinder.findDialog("matches")
                .withTimeout(5_000).using(table.robot);
        JTable list = matches.table("matches-list").target();
        TableFixture.waitFor("both logs are listed", () -> list.getRowCount() == 2);
        assertThat(GuiActionRunner.execute(() -> list.getValueAt(0, 2))).as("newest first: the match just played")
                .isEqualTo("Asha – Bikash");
        assertThat(GuiActionRunner.execute(() -> list.getValueAt(0, 4))).isEqualTo("finished");
        assertThat(GuiActionRunner.execute(() -> list.getValueAt(1, 4))).isEqualTo("damaged");
        assertThat(Files.readAllBytes(damaged)).as("a damaged log is never changed").isEqualTo(broken);

        matches.textBox("matches-player").enterText("nobody");
        TableFixture.waitFor("the player filter leaves nothing", () -> list.getRowCount() == 0);
        matches.textBox("matches-player").deleteText();
        TableFixture.waitFor("the filter is gone", () -> list.getRowCount() == 2);

        matches.table("matches-list").selectRows(0);
        matches.button("matches-open").click();
        DialogFixture replay = org.assertj.swing.finder.WindowFinder.findDialog(
                new org.assertj.swing.core.GenericTypeMatcher<javax.swing.JDialog>(javax.swing.JDialog.class) {
                    @Override
                    protected boolean isMatching(javax.swing.JDialog dialog) {
                        return dialog instanceof org.katakuti.app.replay.ReplayWindow && dialog.isShowing();
                    }
                }).withTimeout(5_000).using(table.robot);
        assertThat(GuiActionRunner.execute(() -> ((org.katakuti.app.replay.ReplayWindow) replay.target()).replay()
                .plies())).isEqualTo(5);
        table.screenshot((javax.swing.JDialog) matches.target(), "matches-window");
        replay.close();
        matches.close();
    }
}
