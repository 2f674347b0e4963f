package org.katakuti.app.online.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import java.net.URI;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.app.online.client.OnlineException.Problem;
import org.katakuti.app.online.server.OnlineServer;

class OnlineClientTest {

    /** The real server, on loopback. */
    private OnlineServer server;
    private OnlineClient client;

    @BeforeEach
    void open() throws Exception {
        server = OnlineServer.start("127.0.0.1", 0, null);
        client = new OnlineClient(server.baseUri());
    }

    @AfterEach
    void close() {
        server.close();
    }

    private static Problem problemOf(ThrowingCall call) {
        try {
            call.run();
        } catch (OnlineException e) {
            assertThat(e.getMessage()).as("the words of the failure").isNotBlank();
            return e.problem();
        }
        throw new AssertionError("the call did not fail");
    }

    private interface ThrowingCall {
        void run() throws OnlineException;
    }

    @Test
    void theCreatorHoldsSideOneAndTheJoinerSideTwoAndTheStateNamesBoth() throws Exception {
        SeatTicket asha = client.create("tic-tac-toe", 3, "Asha");
        assertThat(asha.side()).isEqualTo(Side.ONE);
        assertThat(asha.code()).matches("[2-9B-DF-HJKMNP-TV-Z]{4}");
        assertThat(asha.link()).isEqualTo(server.baseUri() + "r/" + asha.code());
        assertThat(client.state(asha.code()).isWaiting()).isTrue();

        SeatTicket bikash = client.join(asha.code(), "Bikash");
        assertThat(bikash.side()).isEqualTo(Side.TWO);
        RoomState state = client.state(asha.code());
        assertThat(state.isWaiting()).isFalse();
        assertThat(state.seat(Side.ONE).name()).isEqualTo("Asha");
        assertThat(state.seat(Side.TWO).name()).isEqualTo("Bikash");
        assertThat(state.toMove()).isEqualTo(Side.ONE);
        assertThat(state.gameNumber()).isEqualTo(1);
    }

    @Test
    void aThirdClientIsToldTheSeatIsTakenAndAWrongCodeThatThereIsNoSuchRoom() throws Exception {
        SeatTicket asha = client.create("tic-tac-toe", 3, "Asha");
        client.join(asha.code(), "Bikash");
        assertThat(problemOf(() -> client.join(asha.code(), "Chandra"))).isEqualTo(Problem.SEAT_TAKEN);
        String other = asha.code().equals("ZZZZ") ? "YYYY" : "ZZZZ";
        assertThat(problemOf(() -> client.join(other, "Chandra"))).isEqualTo(Problem.NO_SUCH_ROOM);
        assertThat(problemOf(() -> client.state("not a code!"))).isEqualTo(Problem.NO_SUCH_ROOM);
    }

    @Test
    void movesGoInWithTheirGameAndPlyAndAStalePlyIsOutOfStepAnIllegalMoveIllegalAndAForgedTokenRefused()
            throws Exception {
        SeatTicket asha = client.create("tic-tac-toe", 3, "Asha");
        SeatTicket bikash = client.join(asha.code(), "Bikash");
        RoomState after = client.move(asha, 1, 0, Move.parse("b2"));
        assertThat(after.moves()).containsExactly("b2");
        assertThat(client.move(asha, 1, 0, Move.parse("b2")).moves()).as("the same request twice is harmless")
                .containsExactly("b2");

        assertThat(problemOf(() -> client.move(asha, 1, 1, Move.parse("a1")))).as("not side one's turn")
                .isEqualTo(Problem.OUT_OF_STEP);
        assertThat(problemOf(() -> client.move(bikash, 1, 0, Move.parse("a1")))).as("a stale ply")
                .isEqualTo(Problem.OUT_OF_STEP);
        assertThat(problemOf(() -> client.move(bikash, 1, 1, Move.parse("b2")))).isEqualTo(Problem.ILLEGAL);
        SeatTicket forged = new SeatTicket(asha.server(), asha.code(), Side.TWO, "forged", null);
        assertThat(problemOf(() -> client.move(forged, 1, 1, Move.parse("a1")))).isEqualTo(Problem.BAD_TOKEN);
    }

    @Test
    void resigningEndsTheGameForTheOtherSideAndTheNextGameBeginsAsTheServerSays() throws Exception {
        SeatTicket asha = client.create("tic-tac-toe", 3, "Asha");
        client.join(asha.code(), "Bikash");
        RoomState state = client.resign(asha);
        assertThat(state.games()).hasSize(1);
        assertThat(state.games().get(0).winner()).isEqualTo(Side.TWO);
        assertThat(state.games().get(0).reason()).isEqualTo("resigned");
        assertThat(state.gameNumber()).isEqualTo(2);
        assertThat(state.firstMover()).isEqualTo(Side.TWO);
    }

    @Test
    void anAddressWithNoServerIsUnreachable() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        OnlineClient nowhere = new OnlineClient(URI.create("http://127.0.0.1:" + port + "/"));
        assertThat(problemOf(() -> nowhere.create("gomoku", 3, "Asha"))).isEqualTo(Problem.UNREACHABLE);
    }

    @Test
    void theStreamSendsTheStateAtOnceAndAtEveryChange() throws Exception {
        SeatTicket asha = client.create("tic-tac-toe", 3, "Asha");
        SeatTicket bikash = client.join(asha.code(), "Bikash");
        Recorder heard = new Recorder();
        RoomStream stream = new RoomStream(client, asha.code(), asha.token(), heard);
        stream.start();
        try {
            assertThat(heard.ups.poll(10, TimeUnit.SECONDS)).isTrue();
            assertThat(next(heard.states, 0).seat(Side.ONE).name()).isEqualTo("Asha");
            client.move(asha, 1, 0, Move.parse("a1"));
            assertThat(next(heard.states, 1).moves()).containsExactly("a1");
            client.move(bikash, 1, 1, Move.parse("b2"));
            assertThat(next(heard.states, 2).toMove()).isEqualTo(Side.ONE);
        } finally {
            stream.close();
        }
    }

    @Test
    void theStreamOpensAgainAfterADropAndGoesOnWithTheState() throws Exception {
        try (FakeRoomServer fake = new FakeRoomServer()) {
            OnlineClient toFake = new OnlineClient(fake.baseUri());
            SeatTicket asha = toFake.create("tic-tac-toe", 3, "Asha");
            toFake.join(asha.code(), "Bikash");
            Recorder heard = new Recorder();
            RoomStream stream = new RoomStream(toFake, asha.code(), asha.token(), heard);
            stream.start();
            try {
                assertThat(heard.ups.poll(10, TimeUnit.SECONDS)).isTrue();
                toFake.move(asha, 1, 0, Move.parse("a1"));
                assertThat(next(heard.states, 1).moves()).containsExactly("a1");

                fake.dropStreams();
                assertThat(heard.ups.poll(10, TimeUnit.SECONDS)).as("the drop is told").isFalse();
                assertThat(heard.ups.poll(10, TimeUnit.SECONDS)).as("and the stream opened again").isTrue();
                fake.playFor(Side.TWO, "b2");
                assertThat(next(heard.states, 2).moves()).containsExactly("a1", "b2");
            } finally {
                stream.close();
            }
        }
    }

    @Test
    void theStreamOfARoomThatIsGoneEndsAndIsNotTriedAgain() throws Exception {
        SeatTicket asha = client.create("tic-tac-toe", 3, "Asha");
        String other = asha.code().equals("ZZZZ") ? "YYYY" : "ZZZZ";
        Recorder heard = new Recorder();
        RoomStream stream = new RoomStream(client, other, asha.token(), heard);
        stream.start();
        try {
            assertThat(heard.ended.poll(10, TimeUnit.SECONDS)).isEqualTo(Problem.NO_SUCH_ROOM);
            assertThat(heard.ups).as("never opened").isEmpty();
        } finally {
            stream.close();
        }
    }

    /** Keeps what a stream told. */
    private static final class Recorder implements RoomStream.Listener {
        final BlockingQueue<RoomState> states = new LinkedBlockingQueue<>();
        final BlockingQueue<Boolean> ups = new LinkedBlockingQueue<>();
        final BlockingQueue<Problem> ended = new LinkedBlockingQueue<>();

        @Override
        public void state(RoomState state) {
            states.add(state);
        }

        @Override
        public void connection(boolean up, String why) {
            ups.add(up);
        }

        @Override
        public void ended(OnlineException why) {
            ended.add(why.problem());
        }
    }

    /** The first state with {@code moves} moves in the current game (states before it are skipped). */
    private static RoomState next(BlockingQueue<RoomState> states, int moves) throws InterruptedException {
        while (true) {
            RoomState state = states.poll(10, TimeUnit.SECONDS);
            assertThat(state).as("a state with " + moves + " moves").isNotNull();
            if (state.moves().size() == moves) {
                return state;
            }
        }
    }
}
