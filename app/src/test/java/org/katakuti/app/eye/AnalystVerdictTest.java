package org.katakuti.app.eye;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

/** What the replay can count on, in every game. */
class AnalystVerdictTest {

    static List<Game> games() {
        return Games.all();
    }

    @ParameterizedTest
    @MethodSource("games")
    void neverThrowsAndJudgesEveryMoveOfRandomLegalGames(Game game) {
        GameAnalyst analyst = new GameAnalyst(15, 3);
        for (long seed = 1; seed <= 3; seed++) {
            GameRecord record = Records.random(game, seed, 60);
            List<Verdict> verdicts = analyst.analyse(record);
            assertThat(verdicts).hasSize(record.plies());
            for (int ply = 0; ply < verdicts.size(); ply++) {
                Verdict verdict = verdicts.get(ply);
                assertThat(verdict.ply()).isEqualTo(ply);
                assertThat(verdict.move()).isEqualTo(record.moves().get(ply).move());
                assertThat(verdict.mover()).isEqualTo(record.positionAt(ply).toMove());
                // Only a failing search gives UNKNOWN here: the analyst would have swallowed a bug.
                assertThat(verdict.kind()).as(verdict.toString()).isNotEqualTo(Kind.UNKNOWN);
                assertThat(verdict.hasPercent()).isEqualTo(Method.of(game) == Method.EVALUATION);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyVerdictHasItsWordsInBothLanguages(Game game) {
        List<Verdict> verdicts = new GameAnalyst(15, 3).analyse(Records.random(game, 4, 40));
        for (Language language : Language.values()) {
            Texts texts = new Texts(language);
            assertThat(texts.has(Method.of(game).nameKey())).isTrue();
            for (Verdict verdict : verdicts) {
                assertThat(texts.has(verdict.key())).as(language + " " + verdict.key()).isTrue();
                assertThat(texts.has(verdict.kind().nameKey())).as(language + " " + verdict.kind()).isTrue();
                String words = texts.format(verdict.key(), verdict.arguments());
                assertThat(words).doesNotContain("{").doesNotStartWith("!");
            }
        }
    }

    @Test
    void everyKindAndOutlookHasANameAndTheWordsFillIn() {
        for (Language language : Language.values()) {
            Texts texts = new Texts(language);
            for (Kind kind : Kind.values()) {
                assertThat(texts.has(kind.nameKey())).as(language + " " + kind).isTrue();
            }
            for (Outlook outlook : Outlook.values()) {
                assertThat(texts.has(outlook.nameKey())).as(language + " " + outlook).isTrue();
            }
            for (Method method : Method.values()) {
                assertThat(texts.has(method.nameKey())).as(language + " " + method).isTrue();
            }
        }
        Texts english = new Texts(Language.ENGLISH);
        Texts nepali = new Texts(Language.NEPALI);
        assertThat(english.format("eye.eval.blunder.better", 80, 30, "e5"))
                .isEqualTo("A blunder: from 80% to 30%. The hard computer liked e5.");
        assertThat(nepali.format("eye.eval.blunder.better", 80, 30, "e5")).contains("८०").contains("३०")
                .contains("e5").doesNotContainPattern("[0-9]{2}");
        assertThat(english.format("eye.walkedIntoLoss", "a1")).contains("a1");
    }

    @Test
    void eachVerdictIsHandedOnAsSoonAsItIsMadeInOrder() {
        GameRecord record = Records.of(Games.TIC_TAC_TOE, "b2 a2 a1 c3 c1");
        List<Verdict> told = new ArrayList<>();
        List<Verdict> returned = new GameAnalyst().analyse(record, told::add, () -> false);
        assertThat(told).isEqualTo(returned).hasSize(5);
        assertThat(told).extracting(Verdict::ply).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void cancellingStopsBeforeTheNextMoveAndKeepsTheVerdictsMade() {
        GameRecord record = Records.random(Games.GOMOKU, 2, 30);
        List<Verdict> told = new ArrayList<>();
        List<Verdict> returned = new GameAnalyst(20, 1).analyse(record, told::add, () -> told.size() >= 3);
        assertThat(returned).hasSize(3).isEqualTo(told);
    }

    @Test
    void anInterruptedThreadStopsAtOnce() throws InterruptedException {
        GameRecord record = Records.random(Games.ULTIMATE, 3, 40);
        AtomicReference<List<Verdict>> result = new AtomicReference<>();
        Thread thread = new Thread(() -> result.set(new GameAnalyst(2_000, 1).analyse(record)));
        thread.start();
        Thread.sleep(300);
        thread.interrupt();
        thread.join(10_000);
        assertThat(thread.isAlive()).isFalse();
        assertThat(result.get().size()).isLessThan(record.plies());
    }

    @Test
    void aResignedGameIsJudgedMoveByMove() {
        GameRecord resigned = Records.of(Games.TIC_TAC_TOE, "b2 a2").resignedBy(Side.TWO);
        List<Verdict> verdicts = new GameAnalyst().analyse(resigned);
        assertThat(verdicts).extracting(Verdict::kind).containsExactly(Kind.BEST, Kind.WALKED_INTO_LOSS);
        assertThat(new GameAnalyst().analyse(GameRecord.start(Games.GOMOKU, Side.ONE))).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("games")
    void eachMoveKeepsRoughlyToItsBudget(Game game) {
        if (Method.of(game) == Method.SOLVED) {
            return; // exact, and tested for speed on their own
        }
        GameRecord record = Records.random(game, 6, 24);
        long budget = 100;
        long start = System.nanoTime();
        new GameAnalyst(budget, 1).analyse(record);
        long millis = (System.nanoTime() - start) / 1_000_000;
        // Loose: the clock is looked at every few hundred positions, and the machine may be busy.
        assertThat(millis).as(game.id()).isLessThan(record.plies() * budget * 3 + 3_000);
    }
}
