package org.katakuti.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.app.log.MatchLogStore;

class ArenaCommandSaveLogTest {

    @TempDir
    Path folder;

    @Test
    void arenaSaveKeepsEveryGameAsAReadableMatchLogWithTheFirstMoverOnSideOne() throws Exception {
        Path logs = folder.resolve("logs");
        Run run = Run.of(new ArenaCommand(TestBots.catalog(), 200), "", "--game", "tic-tac-toe", "--bots",
                "random-legal,first-legal", "--games", "5", "--seed", "3", "--time-ms", "200", "--save",
                logs.toString());

        assertThat(run.status()).as(run.err().toString()).isZero();
        MatchLogStore store = new MatchLogStore(logs, "test");
        List<MatchLogStore.Entry> entries = store.list();
        assertThat(entries).hasSize(5).allMatch(MatchLogStore.Entry::isGood);
        for (MatchLogStore.Entry entry : entries) {
            MatchRecord record = entry.record();
            assertThat(record.firstTo()).isEqualTo(1);
            assertThat(record.isOver()).isTrue();
            assertThat(record.games()).hasSize(1);
            assertThat(record.player(Side.ONE).isComputer()).isTrue();
        }
        // Oldest first: games 1, 3 and 5 had random-legal first, games 2 and 4 first-legal.
        assertThat(entries.get(4).record().player(Side.ONE).botId()).isEqualTo("random-legal");
        assertThat(entries.get(3).record().player(Side.ONE).botId()).isEqualTo("first-legal");
        try (var files = Files.list(logs)) {
            assertThat(files.filter(f -> f.toString().endsWith(".tmp")).count()).isZero();
        }
    }

    @Test
    void arenaSaveIntoAFolderThatCannotBeWrittenSaysSoAndFails() throws Exception {
        Path file = folder.resolve("a-file");
        Files.write(file, new byte[] {7});
        Run run = Run.of(new ArenaCommand(TestBots.catalog(), 200), "", "--game", "tic-tac-toe", "--bots",
                "first-legal,first-legal", "--games", "2", "--seed", "3", "--save", file.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.err()).anyMatch(line -> line.startsWith("arena: cannot save the game in " + file));
    }
}
