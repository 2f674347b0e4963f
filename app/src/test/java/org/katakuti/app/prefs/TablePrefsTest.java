package org.katakuti.app.prefs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.match.Side;

class TablePrefsTest {

    @Test
    void aFreshTableDefaultsToTicTacToeFirstToThreeFollowingTheSystemWithPencilOff() {
        TablePrefs prefs = new TablePrefs(new MemoryPrefsStore());
        assertThat(prefs.gameId()).isEqualTo("tic-tac-toe");
        assertThat(prefs.firstTo()).isEqualTo(3);
        assertThat(prefs.theme()).isEqualTo(TablePrefs.Theme.SYSTEM);
        assertThat(prefs.pencilFirst()).isFalse();
        assertThat(prefs.playerId(Side.ONE)).as("a person plays crosses").isEmpty();
        assertThat(prefs.playerId(Side.TWO)).as("a person plays noughts").isEmpty();
        assertThat(prefs.language()).isEmpty();
    }

    @Test
    void theLastChoicesSurviveARestartInTheFile(@TempDir Path home) {
        File file = home.resolve(".katakuti").resolve("table.properties").toFile();
        TablePrefs before = new TablePrefs(new FilePrefsStore(file));
        before.setGameId("gomoku");
        before.setFirstTo(5);
        before.setNameOne("आशा");
        before.setNameTwo("Bikash");
        before.setTheme(TablePrefs.Theme.DARK);
        before.setLanguage("ne");
        before.setPencilFirst(true);
        before.setPlayerId(Side.ONE, "hard");
        before.setPlayerId(Side.TWO, "normal");
        before.save();

        TablePrefs after = new TablePrefs(new FilePrefsStore(file));
        assertThat(after.gameId()).isEqualTo("gomoku");
        assertThat(after.firstTo()).isEqualTo(5);
        assertThat(after.nameOne()).as("names in Devanagari survive the UTF-8 file").isEqualTo("आशा");
        assertThat(after.nameTwo()).isEqualTo("Bikash");
        assertThat(after.theme()).isEqualTo(TablePrefs.Theme.DARK);
        assertThat(after.language()).isEqualTo("ne");
        assertThat(after.pencilFirst()).isTrue();
        assertThat(after.playerId(Side.ONE)).as("the computer chosen for crosses comes back").isEqualTo("hard");
        assertThat(after.playerId(Side.TWO)).isEqualTo("normal");
    }

    @Test
    void theOneOpponentRememberedBeforeBothSidesCouldBeComputersIsReadOnItsSide() {
        MemoryPrefsStore store = new MemoryPrefsStore();
        store.put("match.opponent", "hard");
        store.put("match.botPlaysOne", "false");
        TablePrefs prefs = new TablePrefs(store);
        assertThat(prefs.playerId(Side.ONE)).isEmpty();
        assertThat(prefs.playerId(Side.TWO)).isEqualTo("hard");
    }

    @Test
    void damagedValuesFallBackToTheDefaults(@TempDir Path home) throws IOException {
        Path file = home.resolve("table.properties");
        Files.write(file, "match.firstTo=7\nview.theme=PURPLE\n".getBytes(StandardCharsets.UTF_8));
        TablePrefs prefs = new TablePrefs(new FilePrefsStore(file.toFile()));
        assertThat(prefs.firstTo()).isEqualTo(3);
        assertThat(prefs.theme()).isEqualTo(TablePrefs.Theme.SYSTEM);
    }

    @Test
    void aHomeThatCannotBeWrittenJustForgets(@TempDir Path home) throws IOException {
        Path blocker = home.resolve("not-a-folder");
        Files.write(blocker, new byte[0]);
        FilePrefsStore store = new FilePrefsStore(blocker.resolve("table.properties").toFile());
        store.put("match.game", "misere");
        store.save();
        assertThat(store.get("match.game", "")).isEqualTo("misere");
    }
}
