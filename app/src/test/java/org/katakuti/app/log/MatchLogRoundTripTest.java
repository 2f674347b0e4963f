package org.katakuti.app.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;

class MatchLogRoundTripTest {

    private static MatchRecord roundTrip(MatchRecord record) throws LogException {
        return MatchLog.fromJson(MatchLog.of(record, "1.2.3").toJson()).toRecord();
    }

    /** Two records are the same match when every field the file keeps is the same. */
    private static void assertSameMatch(MatchRecord read, MatchRecord written) {
        assertThat(read.game()).isEqualTo(written.game());
        assertThat(read.firstTo()).isEqualTo(written.firstTo());
        assertThat(read.startedMillis()).isEqualTo(written.startedMillis());
        assertThat(read.player(Side.ONE)).isEqualTo(written.player(Side.ONE));
        assertThat(read.player(Side.TWO)).isEqualTo(written.player(Side.TWO));
        assertThat(read.isAbandoned()).isEqualTo(written.isAbandoned());
        assertThat(read.isOver()).isEqualTo(written.isOver());
        assertThat(read.score().toString()).isEqualTo(written.score().toString());
        assertThat(read.games()).hasSameSizeAs(written.games());
        for (int i = 0; i < written.games().size(); i++) {
            GameRecord a = read.games().get(i);
            GameRecord b = written.games().get(i);
            assertThat(a.first()).isEqualTo(b.first());
            assertThat(a.moves()).isEqualTo(b.moves());
            assertThat(a.outcome()).isEqualTo(b.outcome());
            assertThat(a.forfeit()).isEqualTo(b.forfeit());
            assertThat(a.detail()).isEqualTo(b.detail());
            assertThat(a.takeBacks()).isEqualTo(b.takeBacks());
            assertThat(a.position().struckLines()).isEqualTo(b.position().struckLines());
        }
    }

    @Test
    void aWholeMatchOfEveryGameWithTakeBacksResignationAndForfeitReadsBackAsItWasWritten() throws LogException {
        for (Game game : Games.all()) {
            for (int firstTo : new int[] {1, 3, 5}) {
                MatchRecord record = Matches.randomMatch(game, firstTo, game.id().hashCode() + firstTo);
                assertThat(record.isOver()).isTrue();
                assertSameMatch(roundTrip(record), record);
            }
        }
    }

    @Test
    void theRefereesEndsAreKeptWithTheirKindAndWords() throws LogException {
        MatchRecord record = Matches.start(Games.TIC_TAC_TOE, 5).play(Move.parse("b2"), 100);
        record = record.forfeit(Side.TWO, Forfeit.CRASH, "threw IllegalStateException: \"no move\"\nat line 2").nextGame();
        record = record.resign(Side.TWO).nextGame();
        record = record.abandonGame(Side.ONE).nextGame();
        record = record.play(Move.parse("a1"), 5).forfeit(Side.TWO, Forfeit.ILLEGAL, "answered a1, a square already taken");
        MatchRecord read = roundTrip(record);
        assertSameMatch(read, record);
        assertThat(read.games().get(0).forfeit()).isEqualTo(Forfeit.CRASH);
        assertThat(read.games().get(0).detail()).isEqualTo("threw IllegalStateException: \"no move\"\nat line 2");
        assertThat(read.games().get(2).outcome().reason().notation()).isEqualTo("abandoned");
    }

    @Test
    void tigadiCapturesAndAPassAreWrittenInTheRuleBooksNotation() throws LogException {
        MatchRecord record = Matches.start(Games.TIGADI, 3);
        for (String move : ("f2 b2 d1 a7 g4 d3 a1 f6 d2 d5 d7 d6 f4 a4 e3 g1 g7 e4 pass").split(" ")) {
            record = record.play(Move.parse(move), 10);
        }
        record = record.resign(Side.ONE).nextGame();
        for (String move : ("a1 c3 a4 c4 g1 c5xg1 a7xc5 e5 g4 g7 d5 b2 f2 d3 b6 g1 f6 f4"
                + " a7-d7 b2-b4 d7-a7xg7 d3-d2 a7-d7 d2-b2 d7-a7xg1").split(" ")) {
            record = record.play(Move.parse(move), 10);
        }
        String json = MatchLog.of(record, "dev").toJson();
        assertThat(json).contains("\"move\": \"pass\"", "\"move\": \"c5xg1\"", "\"move\": \"d7-a7xg7\"");
        assertSameMatch(roundTrip(record), record);
    }

    @Test
    void anUnfinishedMatchWithATakeBackReadsBackReadyToGoOn() throws LogException {
        MatchRecord record = Matches.randomGame(Matches.start(Games.GOMOKU, 3), new Random(3), 30);
        record = record.takeBack(2);
        MatchRecord read = roundTrip(record);
        assertSameMatch(read, record);
        assertThat(read.isOver()).isFalse();
        assertThat(read.sideToMove()).isEqualTo(record.sideToMove());
        assertThat(read.current().takeBacks()).isGreaterThanOrEqualTo(1);
        assertThat(read.position().legalMoves()).isEqualTo(record.position().legalMoves());
    }

    @Test
    void anAbandonedMatchStaysAbandoned() throws LogException {
        MatchRecord record = Matches.randomGame(Matches.start(Games.ULTIMATE, 1), new Random(9), 7).abandon();
        assertThat(roundTrip(record).isAbandoned()).isTrue();
    }

    @Test
    void theFileSaysItsFormatTheAppSidesLinesAndResultForReaders() {
        MatchRecord record = Matches.start(Games.TIC_TAC_TOE, 1);
        for (String move : "a1 b1 a2 b2 a3".split(" ")) {
            record = record.play(Move.parse(move), 120);
        }
        JsonObject json = JsonParser.parseString(MatchLog.of(record, "1.2.3").toJson()).getAsJsonObject();
        assertThat(json.get("format").getAsString()).isEqualTo("1.0");
        assertThat(json.get("app").getAsString()).isEqualTo("1.2.3");
        assertThat(json.get("started").getAsString()).isEqualTo("2026-12-01T09:30:00.123Z");
        JsonObject game = json.getAsJsonArray("games").get(0).getAsJsonObject();
        assertThat(game.get("first").getAsString()).isEqualTo("one");
        assertThat(game.getAsJsonArray("moves").get(0).toString()).isEqualTo("{\"move\":\"a1\",\"ms\":120}");
        JsonObject outcome = game.getAsJsonObject("outcome");
        assertThat(outcome.get("status").getAsString()).isEqualTo("win");
        assertThat(outcome.get("winner").getAsString()).isEqualTo("one");
        assertThat(outcome.get("reason").getAsString()).isEqualTo("line");
        assertThat(outcome.getAsJsonArray("lines").get(0).getAsString()).isEqualTo("a1-a3");
        JsonObject result = json.getAsJsonObject("result");
        assertThat(result.get("over").getAsBoolean()).isTrue();
        assertThat(result.get("winner").getAsString()).isEqualTo("one");
        assertThat(result.getAsJsonObject("score").toString()).isEqualTo("{\"one\":1,\"two\":0,\"draws\":0}");
        JsonObject bot = json.getAsJsonObject("players").getAsJsonObject("two");
        assertThat(bot.get("kind").getAsString()).isEqualTo("built-in");
        assertThat(bot.get("botId").getAsString()).isEqualTo("hard");
        assertThat(bot.get("seed").getAsLong()).isEqualTo(42);
    }

    @Test
    void aPluginBotWithAVersionKeepsIt() throws LogException {
        PlayerInfo plugin = PlayerInfo.bot(PlayerKind.PLUGIN, "sample-random", "Sample random", "0.3.1", -7L);
        MatchRecord record = MatchRecord.start(Games.FOUR_BY_FOUR, 1, plugin, Matches.person("Ravi"), 0L);
        record = record.play(Move.parse("a1"), 0);
        assertThat(roundTrip(record).player(Side.ONE)).isEqualTo(plugin);
    }
}
