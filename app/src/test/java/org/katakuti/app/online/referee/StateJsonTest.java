package org.katakuti.app.online.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;

/** The hand-written JSON of a state says exactly what a reflective writer says, for every game and moment. */
class StateJsonTest {

    private final ManualClock clock = new ManualClock(1_764_000_000_000L);
    private final Referee referee = new Referee(clock, new Random(3), record -> { });

    /** The state by reflection, nulls kept, but for the fields a board's family does not use: those are left out. */
    private static JsonElement reflective(RoomState state) {
        JsonObject json = JsonParser.parseString(new GsonBuilder().serializeNulls().create().toJson(state))
                .getAsJsonObject();
        for (String board : new String[] {"board", "previous"}) {
            if (json.get(board).isJsonObject()) {
                JsonObject fields = json.getAsJsonObject(board);
                for (String name : new java.util.ArrayList<>(fields.keySet())) {
                    if (fields.get(name).isJsonNull() && !name.equals("last")) {
                        fields.remove(name);
                    }
                }
            }
        }
        return json;
    }

    private static void assertSameJson(RoomState state) {
        assertEquals(reflective(state), JsonParser.parseString(state.json()));
    }

    @Test
    void everyGameWrittenByHandMatchesTheReflectiveWriter() {
        for (Game game : Games.all()) {
            Referee.Created created = referee.create(game.id(), 3, "Asha \"the\" <first>\u2028\\");
            Room room = created.room();
            assertSameJson(room.state());
            String two = room.join("Bikash\n").token();
            Random random = new Random(game.id().hashCode());
            for (int i = 0; i < 80 && room.state().toMove() != null; i++) {
                RoomState state = room.state();
                List<String> legal = state.legal();
                String token = "one".equals(state.toMove()) ? created.ticket().token() : two;
                room.move(token, state.gameNumber(), state.moves().size(), legal.get(random.nextInt(legal.size())));
                assertSameJson(room.state());
            }
            clock.advance(Room.SEEN_MILLIS + Room.GRACE_MILLIS);
            room.touch(two);
            assertSameJson(room.state()); // with a claim
        }
    }
}
