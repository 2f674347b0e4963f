package org.katakuti.app.online.client;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.app.online.server.OnlineServer;
import org.katakuti.app.table.MatchController;

/** A seat held by its token survives a closed table: against the real server, on loopback. */
class RejoinTest {

    private OnlineServer server;
    private OnlineClient client;
    private final QueueLoop loop = new QueueLoop();

    private static final OnlineSeat.Host QUIET = new OnlineSeat.Host() {
        @Override
        public void changed(OnlineSeat seat) {
        }

        @Override
        public void rebuilt(OnlineSeat seat, MatchRecord record, OnlineSeat.Notice why) {
        }

        @Override
        public void failed(OnlineSeat seat, OnlineException problem) {
        }
    };

    @BeforeEach
    void open() throws Exception {
        server = OnlineServer.start("127.0.0.1", 0, null);
        client = new OnlineClient(server.baseUri());
    }

    @AfterEach
    void close() {
        server.close();
    }

    private MatchController sitDown(OnlineSeat seat, long startedMillis) throws Exception {
        seat.start();
        loop.runUntil("both seats taken", seat::isReady);
        MatchController controller = new MatchController(seat.begin(startedMillis), seat.player(Side.ONE),
                seat.player(Side.TWO), loop);
        controller.addListener(seat);
        controller.start();
        return controller;
    }

    @Test
    void aTableReopenedWithTheSeatsTokenGetsTheWholeMatchBackAndPlaysOn() throws Exception {
        SeatTicket asha = client.create("tic-tac-toe", 3, "Asha");
        SeatTicket bikash = client.join(asha.code(), "Bikash");
        MatchController first = sitDown(new OnlineSeat(client, asha, "Asha", loop, QUIET), 1000);
        first.play(Move.parse("a1"));
        loop.runUntil("a1 at the server", () -> {
            try {
                return client.state(asha.code()).moves().size() == 1;
            } catch (OnlineException e) {
                return false;
            }
        });
        first.leave(); // the app closed
        client.move(bikash, 1, 1, Move.parse("b2")); // the friend played on meanwhile

        SeatTicket kept = new SeatTicket(asha.server(), asha.code(), asha.side(), asha.token(), asha.link());
        MatchController again = sitDown(new OnlineSeat(new OnlineClient(server.baseUri()), kept, "Asha", loop, QUIET),
                1000);
        assertThat(again.record().current().moves()).extracting(move -> move.move().toString())
                .containsExactly("a1", "b2");
        assertThat(again.record().startedMillis()).as("the same match, for the match log").isEqualTo(1000);
        assertThat(again.sideToMove()).isEqualTo(Side.ONE);
        assertThat(again.play(Move.parse("c3"))).isNull();
        loop.runUntil("c3 at the server", () -> {
            try {
                return client.state(asha.code()).moves().size() == 3;
            } catch (OnlineException e) {
                return false;
            }
        });
        again.leave();
    }
}
