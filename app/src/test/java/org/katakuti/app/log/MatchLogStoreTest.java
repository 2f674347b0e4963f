package org.katakuti.app.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;

class MatchLogStoreTest {

    @TempDir
    Path data;

    private MatchLogStore store() {
        return MatchLogStore.in(data, "test");
    }

    private static MatchRecord startedAt(long millis) {
        return MatchRecord.start(Games.TIC_TAC_TOE, 3, Matches.person("Asha"), Matches.hard(1), millis)
                .play(Move.parse("b2"), 10);
    }

    @Test
    void aMatchKeepsOneFileNamedForItsStartAndGameEverySaveLong() throws Exception {
        MatchLogStore store = store();
        MatchRecord record = startedAt(Matches.STARTED);
        Path first = store.save(record);
        Path second = store.save(record.play(Move.parse("a1"), 5));
        assertThat(second).isEqualTo(first);
        assertThat(first.getParent()).isEqualTo(data.resolve("matches").toAbsolutePath());
        assertThat(first.getFileName().toString()).matches("2026-12-01-093000-tic-tac-toe-[0-9a-f]{6}\\.json");
        assertThat(new MatchLogStore(store.folder(), "test").fileFor(record)).isEqualTo(first);
        assertThat(store.read(first).current().plies()).isEqualTo(2);
        try (Stream<Path> files = Files.list(store.folder())) {
            assertThat(files.count()).as("no temporary file left behind").isEqualTo(1);
        }
    }

    @Test
    void aMatchReadFromAFileOfAnotherNameGoesOnInThatFile() throws Exception {
        MatchLogStore store = store();
        MatchRecord record = startedAt(5_000);
        Path renamed = store.folder().resolve("my favourite.json");
        Files.createDirectories(store.folder());
        Files.move(store.save(record), renamed);
        MatchRecord read = store.read(renamed);
        assertThat(store.save(read.play(Move.parse("a1"), 5))).isEqualTo(renamed.toAbsolutePath());
    }

    @Test
    void theListIsNewestFirstAndABadFileNeitherHidesTheOthersNorChanges() throws Exception {
        MatchLogStore store = store();
        Path old = store.save(startedAt(1_000_000));
        Path newest = store.save(startedAt(3_000_000));
        Path middle = store.save(startedAt(2_000_000));
        Path bad = store.folder().resolve("broken.json");
        byte[] badBytes = "{\"format\": \"1.0\", \"game\": \"tic-tac".getBytes(StandardCharsets.UTF_8);
        Files.write(bad, badBytes);
        byte[] tampered = new String(Files.readAllBytes(old), StandardCharsets.UTF_8)
                .replace("\"move\": \"b2\"", "\"move\": \"b9\"").getBytes(StandardCharsets.UTF_8);
        Path illegal = store.folder().resolve("tampered.json");
        Files.write(illegal, tampered);
        Files.write(store.folder().resolve("notes.txt"), "not a log".getBytes(StandardCharsets.UTF_8));

        List<MatchLogStore.Entry> entries = store.list();

        List<Path> good = entries.stream().filter(MatchLogStore.Entry::isGood).map(MatchLogStore.Entry::file)
                .collect(Collectors.toList());
        assertThat(good).containsExactly(newest, middle, old);
        assertThat(entries).hasSize(5);
        MatchLogStore.Entry broken = entries.stream().filter(e -> e.file().equals(bad)).findFirst().get();
        assertThat(broken.record()).isNull();
        assertThat(broken.problem().getMessage()).startsWith("matches/broken.json: not a match log");
        MatchLogStore.Entry wrong = entries.stream().filter(e -> e.file().equals(illegal)).findFirst().get();
        assertThat(wrong.problem().getMessage()).startsWith("matches/tampered.json: game 1, move 1 (b9): ");
        assertThat(Files.readAllBytes(bad)).isEqualTo(badBytes);
        assertThat(Files.readAllBytes(illegal)).isEqualTo(tampered);

        assertThatThrownBy(() -> store.markAbandoned(bad)).isInstanceOf(LogException.class);
        assertThat(Files.readAllBytes(bad)).as("a bad file is never changed").isEqualTo(badBytes);
    }

    @Test
    void anEmptyOrMissingFolderListsNothing() throws IOException {
        assertThat(store().list()).isEmpty();
        assertThat(store().unfinished()).isEmpty();
    }

    @Test
    void unfinishedMatchesAreOfferedUntilPutAway() throws Exception {
        MatchLogStore store = store();
        Path open = store.save(startedAt(2_000));
        MatchRecord finished = Matches.randomMatch(Games.MISERE, 1, 4);
        store.save(finished);
        assertThat(store.unfinished()).extracting(MatchLogStore.Entry::file).containsExactly(open);

        MatchRecord abandoned = store.markAbandoned(open);

        assertThat(abandoned.isAbandoned()).isTrue();
        assertThat(store.read(open).isAbandoned()).isTrue();
        assertThat(store.unfinished()).isEmpty();
        assertThat(store.list()).hasSize(2);
    }

    @Test
    void aWriteThatFailsMidwayLeavesTheOldFileWhole() throws Exception {
        MatchRecord record = startedAt(7_000);
        Path file = store().save(record);
        byte[] before = Files.readAllBytes(file);
        MatchLogStore crashing = new MatchLogStore(store().folder(), "test", (next, out) -> {
            out.write("{\"format\": \"1.0\", \"ga".getBytes(StandardCharsets.UTF_8));
            throw new IOException("the power went");
        });

        assertThatThrownBy(() -> crashing.save(record.play(Move.parse("a1"), 1))).hasMessage("the power went");

        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        try (Stream<Path> files = Files.list(file.getParent())) {
            assertThat(files.count()).as("the temporary file is gone").isEqualTo(1);
        }
    }

    @Test
    void exportCopiesByteForByteAndDeleteRemovesOnlyWhenAsked() throws Exception {
        MatchLogStore store = store();
        Path file = store.save(Matches.randomGame(Matches.start(Games.FIVE_IN_A_ROW, 3), new Random(2), 12));
        Path copy = data.resolve("elsewhere/copy.json");
        store.export(file, copy);
        assertThat(Files.readAllBytes(copy)).isEqualTo(Files.readAllBytes(file));
        store.delete(file);
        assertThat(file).doesNotExist();
        assertThat(store.read(copy).current().plies()).isEqualTo(12);
    }
}
