package org.katakuti.app.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;

class MatchLogBadFileTest {

    @TempDir
    Path data;

    private MatchLogStore store() {
        return MatchLogStore.in(data, "test");
    }

    /** Tic-tac-toe, first to 3: game 1 won by side one with a1 a2 a3, game 2 going on. */
    private static MatchRecord twoGames() {
        MatchRecord record = Matches.start(Games.TIC_TAC_TOE, 3);
        for (String move : "a1 b1 a2 b2 a3".split(" ")) {
            record = record.play(Move.parse(move), 100);
        }
        record = record.nextGame();
        for (String move : "b2 a1 c3".split(" ")) {
            record = record.play(Move.parse(move), 100);
        }
        return record;
    }

    private static JsonObject json(MatchRecord record) {
        return JsonParser.parseString(MatchLog.of(record, "test").toJson()).getAsJsonObject();
    }

    private Path write(String name, String text) throws IOException {
        Path file = DataFolder.matches(data).resolve(name);
        Files.createDirectories(file.getParent());
        Files.write(file, text.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    private LogException refusal(String name, String text) throws IOException {
        Path file = write(name, text);
        Throwable thrown = catchThrowable(() -> store().read(file));
        assertThat(thrown).isInstanceOf(LogException.class);
        return (LogException) thrown;
    }

    @Test
    void unknownFieldsAndANewerMinorFormatOpen() throws Exception {
        JsonObject json = json(twoGames());
        json.addProperty("format", "1.7");
        json.addProperty("comment", "written by a later Katakuti");
        json.getAsJsonArray("games").get(0).getAsJsonObject().add("clock", new JsonObject());
        json.getAsJsonObject("players").getAsJsonObject("one").addProperty("rating", 1500);
        Path file = write("newer-minor.json", json.toString());
        MatchRecord read = store().read(file);
        assertThat(read.gameNumber()).isEqualTo(2);
        assertThat(read.current().plies()).isEqualTo(3);
    }

    @Test
    void aNewerMajorFormatIsRefusedSayingSo() throws Exception {
        JsonObject json = json(twoGames());
        json.addProperty("format", "2.0");
        // A newer major may change anything; it is refused before its fields are read.
        json.addProperty("games", "elsewhere");
        LogException e = refusal("newer.json", json.toString());
        assertThat(e).hasMessage("matches/newer.json was written by a newer Katakuti (format 2.0); this one reads"
                + " format 1.x");
    }

    @Test
    void aFileWithoutAReadableFormatIsRefused() throws Exception {
        JsonObject json = json(twoGames());
        json.addProperty("format", "one");
        assertThat(refusal("x.json", json.toString()).getMessage()).startsWith("matches/x.json: not a match log")
                .contains("format");
        json.remove("format");
        assertThat(refusal("y.json", json.toString()).getMessage()).contains("no \"format\"");
    }

    @Test
    void aFileCutAtAnyPointIsRefusedWithItsNameAndNothingEscapes() throws Exception {
        byte[] whole = MatchLog.of(Matches.randomMatch(Games.TIGADI, 1, 5), "test").toJson()
                .getBytes(StandardCharsets.UTF_8);
        Path file = DataFolder.matches(data).resolve("cut.json");
        Files.createDirectories(file.getParent());
        int cuts = 0;
        for (int length = 0; length < whole.length - 1; length += 37) {
            Files.write(file, Arrays.copyOf(whole, length));
            Throwable thrown = catchThrowable(() -> store().read(file));
            assertThat(thrown).as("cut at %d of %d bytes", length, whole.length).isInstanceOf(LogException.class);
            assertThat(thrown.getMessage()).startsWith("matches/cut.json");
            cuts++;
        }
        assertThat(cuts).isGreaterThan(20);
    }

    @Test
    void malformedJsonIsRefusedAsBroken() throws Exception {
        String good = MatchLog.of(twoGames(), "test").toJson();
        assertThat(refusal("a.json", good.replace("\"game\":", "game:")).getMessage())
                .startsWith("matches/a.json: not a match log: the JSON is broken");
        assertThat(refusal("b.json", good + "{}").getMessage()).contains("more after the end");
        assertThat(refusal("c.json", "").getMessage()).isEqualTo("matches/c.json: the file is empty");
        assertThat(refusal("d.json", "[1, 2]").getMessage()).contains("expected a JSON object");
        assertThat(refusal("e.json", good.replace("\"firstTo\": 3", "\"firstTo\": \"three\"")).getMessage())
                .startsWith("matches/e.json: not a match log");
        assertThat(refusal("f.json", "\u00ff\u00fe".getBytes(StandardCharsets.ISO_8859_1).length == 2
                ? new String(new byte[] {(byte) 0xff, (byte) 0xfe}, StandardCharsets.ISO_8859_1) : "").getMessage())
                .startsWith("matches/f.json");
    }

    @Test
    void anIllegalMoveIsNamedWithItsGameAndPlace() throws Exception {
        JsonObject json = json(twoGames());
        JsonArray moves = json.getAsJsonArray("games").get(1).getAsJsonObject().getAsJsonArray("moves");
        moves.get(2).getAsJsonObject().addProperty("move", "b2"); // b2 was game 2's first move
        LogException e = refusal("2026-12-01-093000-tic-tac-toe.json", json.toString());
        assertThat(e.getMessage()).startsWith("matches/2026-12-01-093000-tic-tac-toe.json: game 2, move 3 (b2): ");
        assertThat(e.game()).isEqualTo(2);
        assertThat(e.move()).isEqualTo(3);
        assertThat(e.notation()).isEqualTo("b2");
    }

    @Test
    void anUnreadableMoveAndAMoveAfterTheEndAreNamedToo() throws Exception {
        JsonObject json = json(twoGames());
        json.getAsJsonArray("games").get(1).getAsJsonObject().getAsJsonArray("moves").get(1).getAsJsonObject()
                .addProperty("move", "z99");
        assertThat(refusal("a.json", json.toString()).getMessage()).startsWith("matches/a.json: game 2, move 2 (z99): ");

        JsonObject after = json(twoGames());
        JsonObject extra = new JsonObject();
        extra.addProperty("move", "c1");
        extra.addProperty("ms", 5);
        after.getAsJsonArray("games").get(0).getAsJsonObject().getAsJsonArray("moves").add(extra);
        assertThat(refusal("b.json", after.toString()).getMessage())
                .isEqualTo("matches/b.json: game 1, move 6 (c1): the game was already over");
    }

    @Test
    void aResultThatDoesNotFollowFromTheMovesIsRefused() throws Exception {
        JsonObject json = json(twoGames());
        JsonObject outcome = json.getAsJsonArray("games").get(0).getAsJsonObject().getAsJsonObject("outcome");
        outcome.addProperty("winner", "two");
        assertThat(refusal("a.json", json.toString()).getMessage()).startsWith("matches/a.json: game 1: the moves end in");

        JsonObject draw = json(twoGames());
        JsonObject drawn = draw.getAsJsonArray("games").get(0).getAsJsonObject().getAsJsonObject("outcome");
        drawn.addProperty("status", "draw");
        drawn.remove("winner");
        drawn.addProperty("reason", "full");
        assertThat(refusal("b.json", draw.toString()).getMessage()).startsWith("matches/b.json: game 1: the moves end in");

        JsonObject resigned = json(twoGames());
        // Game 2 goes on by the rules; a "line" win there cannot follow from its moves.
        JsonObject end = new JsonObject();
        end.addProperty("status", "win");
        end.addProperty("winner", "two");
        end.addProperty("reason", "line");
        resigned.getAsJsonArray("games").get(1).getAsJsonObject().add("outcome", end);
        assertThat(refusal("c.json", resigned.toString()).getMessage()).startsWith("matches/c.json: game 2: ");
    }

    @Test
    void struckLinesThatTheMovesDoNotStrikeAreRefused() throws Exception {
        JsonObject json = json(twoGames());
        JsonArray lines = json.getAsJsonArray("games").get(0).getAsJsonObject().getAsJsonObject("outcome")
                .getAsJsonArray("lines");
        lines.set(0, JsonParser.parseString("\"a1-c3\""));
        assertThat(refusal("a.json", json.toString()).getMessage())
                .isEqualTo("matches/a.json: game 1: the struck lines a1-c3 do not follow from the moves, which strike a1-a3");
    }

    @Test
    void aTamperedScoreIsRefused() throws Exception {
        JsonObject json = json(twoGames());
        json.getAsJsonObject("result").getAsJsonObject("score").addProperty("two", 1);
        assertThat(refusal("a.json", json.toString()).getMessage()).isEqualTo("matches/a.json: the result does not"
                + " follow from the games: the file says 1-1 with 0 draws, match going on, the games give 1-0 with 0"
                + " draws, match going on");

        JsonObject over = json(twoGames());
        over.getAsJsonObject("result").addProperty("over", true);
        assertThat(refusal("b.json", over.toString()).getMessage()).contains("the result does not follow");

        JsonObject missing = json(twoGames());
        missing.remove("result");
        assertThat(refusal("c.json", missing.toString()).getMessage()).contains("no \"result\"");
    }

    @Test
    void aMatchThatCannotBeAMatchIsRefused() throws Exception {
        JsonObject json = json(twoGames());
        json.getAsJsonArray("games").get(1).getAsJsonObject().addProperty("first", "one");
        assertThat(refusal("a.json", json.toString()).getMessage())
                .isEqualTo("matches/a.json: game 2 must be started by side two");

        JsonObject person = json(twoGames());
        person.getAsJsonObject("players").getAsJsonObject("two").addProperty("kind", "wizard");
        assertThat(refusal("b.json", person.toString()).getMessage()).startsWith("matches/b.json: side two: ");

        JsonObject time = json(twoGames());
        time.addProperty("started", "yesterday");
        assertThat(refusal("c.json", time.toString()).getMessage()).contains("\"started\" is not a time");

        JsonObject game = json(twoGames());
        game.addProperty("game", "chess");
        assertThat(refusal("d.json", game.toString()).getMessage()).contains("unknown game 'chess'");
    }

    @Test
    void everyByteFlippedInARealFileGivesARecordOrAMessageNeverAnEscapingException() throws Exception {
        byte[] whole = MatchLog.of(Matches.randomMatch(Games.ULTIMATE, 1, 2), "test").toJson()
                .getBytes(StandardCharsets.UTF_8);
        Random random = new Random(1);
        Path file = DataFolder.matches(data).resolve("flipped.json");
        Files.createDirectories(file.getParent());
        for (int i = 0; i < 300; i++) {
            byte[] copy = whole.clone();
            copy[random.nextInt(copy.length)] = (byte) (32 + random.nextInt(95));
            Files.write(file, copy);
            try {
                store().read(file);
            } catch (LogException e) {
                assertThat(e.getMessage()).startsWith("matches/flipped.json");
            }
        }
    }

    @Test
    void theMessagesOfBrokenFilesReadAsSentences() throws Exception {
        String good = MatchLog.of(twoGames(), "test").toJson();
        for (String text : new String[] {good.substring(0, 200), good.replace("\"game\":", "game:"),
                good.replace("\"games\": [", "\"games\": \"x\", \"y\": ["), good + "{}", "{\"format\": \"1.0\"}"}) {
            LogException e = refusal("s.json", text);
            assertThat(e.getMessage()).doesNotContain("JsonReader", "Exception", "\n");
        }
    }

    @Test
    void aMissingFileIsAMessageToo() {
        assertThatThrownBy(() -> store().read(data.resolve("nowhere.json"))).isInstanceOf(LogException.class)
                .hasMessageContaining("nowhere.json").hasMessageContaining("no such file");
    }
}
