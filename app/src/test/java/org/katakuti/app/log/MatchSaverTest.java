package org.katakuti.app.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;

class MatchSaverTest {

    @TempDir
    Path data;

    private static MatchRecord gomoku(int plies) {
        MatchRecord record = Matches.start(Games.GOMOKU, 1);
        for (int i = 0; i < plies; i++) {
            record = record.play(record.position().legalMoves().get(0), i);
        }
        return record;
    }

    @Test
    void theSaverWritesOnlyTheNewestPendingRecordAndEndsWithTheLast() throws Exception {
        CountDownLatch firstWriteStarted = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<Integer> written = new CopyOnWriteArrayList<>();
        MatchSaver saver = new MatchSaver(record -> {
            firstWriteStarted.countDown();
            try {
                release.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                throw new java.io.InterruptedIOException();
            }
            written.add(record.current().plies());
        }, "test", message -> { });

        saver.moved(gomoku(1), Side.ONE, null);
        assertThat(firstWriteStarted.await(5, TimeUnit.SECONDS)).isTrue();
        for (int plies = 2; plies <= 40; plies++) {
            saver.moved(gomoku(plies), Side.ONE, null);
        }
        release.countDown();

        assertThat(saver.flush(5000)).isTrue();
        assertThat(written).containsExactly(1, 40);
        saver.close();
    }

    @Test
    void eachEventOfTheMatchSavesItsRecordOffTheCallersThread() throws Exception {
        List<String> threads = new CopyOnWriteArrayList<>();
        MatchSaver saver = new MatchSaver(record -> threads.add(Thread.currentThread().getName()), "test", m -> { });
        MatchRecord record = gomoku(3);
        saver.matchStarted(record);
        assertThat(saver.flush(5000)).isTrue();
        saver.tookBack(record.takeBack(1));
        assertThat(saver.flush(5000)).isTrue();
        saver.gameEnded(record.resign(Side.TWO));
        assertThat(saver.flush(5000)).isTrue();
        saver.matchLeft(record);
        assertThat(saver.flush(5000)).isTrue();
        assertThat(threads).hasSize(4).allMatch("katakuti-match-log"::equals);
        assertThat(saver.thread().isDaemon()).isTrue();
        saver.close();
    }

    @Test
    void aMatchWithNoMoveYetLeavesNoFile() throws Exception {
        MatchLogStore store = MatchLogStore.in(data, "test");
        MatchSaver saver = new MatchSaver(store, message -> { });
        MatchRecord empty = Matches.start(Games.TIC_TAC_TOE, 3);
        saver.matchStarted(empty);
        saver.matchLeft(empty);
        saver.close();
        assertThat(store.folder()).doesNotExist();
    }

    @Test
    void theSavedFileIsTheLatestRecordAndTakeBacksBackToNothingAreKept() throws Exception {
        MatchLogStore store = MatchLogStore.in(data, "test");
        MatchSaver saver = new MatchSaver(store, message -> { });
        MatchRecord record = gomoku(5);
        saver.moved(record, Side.ONE, null);
        assertThat(saver.flush(5000)).isTrue();
        MatchRecord back = record.takeBack(5);
        saver.tookBack(back);
        saver.close();
        MatchRecord read = store.read(store.fileFor(back));
        assertThat(read.current().plies()).isEqualTo(0);
        assertThat(read.current().takeBacks()).isEqualTo(1);
    }

    @Test
    void aFolderThatCannotBeWrittenIsToldOnceAndPlayGoesOn() throws Exception {
        Path inTheWay = data.resolve("katakuti");
        Files.write(inTheWay, new byte[] {1, 2, 3});
        List<String> told = new CopyOnWriteArrayList<>();
        MatchLogStore store = MatchLogStore.in(inTheWay, "test");
        MatchSaver saver = new MatchSaver(store, told::add);
        for (int plies = 1; plies <= 5; plies++) {
            saver.moved(gomoku(plies), Side.ONE, null);
            assertThat(saver.flush(5000)).isTrue();
        }
        saver.close();
        assertThat(told).hasSize(1);
        assertThat(told.get(0)).startsWith("Katakuti cannot save this match in " + store.folder() + ": ")
                .contains("Play goes on");
        assertThat(Files.readAllBytes(inTheWay)).containsExactly(1, 2, 3);
    }

    @Test
    void aWriterThatThrowsIsToldOnceAndTheThreadLivesOn() throws Exception {
        List<String> told = new CopyOnWriteArrayList<>();
        List<Integer> written = new CopyOnWriteArrayList<>();
        MatchSaver saver = new MatchSaver(record -> {
            if (record.current().plies() < 3) {
                throw new java.io.IOException("No space left on device");
            }
            written.add(record.current().plies());
        }, "/full/disk", told::add);
        for (int plies = 1; plies <= 4; plies++) {
            saver.moved(gomoku(plies), Side.ONE, null);
            assertThat(saver.flush(5000)).isTrue();
        }
        saver.close();
        assertThat(told).containsExactly("Katakuti cannot save this match in /full/disk: No space left on device."
                + " Play goes on, but the match may not be kept.");
        assertThat(written).containsExactly(3, 4);
    }

    @Test
    void closeWritesWhatIsPendingThenStops() throws Exception {
        MatchLogStore store = MatchLogStore.in(data, "test");
        MatchSaver saver = new MatchSaver(store, message -> { });
        MatchRecord record = gomoku(9);
        saver.moved(record, Side.ONE, null);
        saver.close();
        assertThat(store.read(store.fileFor(record)).current().plies()).isEqualTo(9);
        saver.thread().join(5000);
        assertThat(saver.thread().isAlive()).isFalse();
        saver.moved(gomoku(10), Side.ONE, null); // after close: ignored, no error
    }
}
