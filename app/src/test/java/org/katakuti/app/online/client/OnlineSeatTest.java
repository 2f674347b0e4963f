package org.katakuti.app.online.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Reason;
import org.katakuti.app.table.MatchController;

/** The friend over the network as a seat of a {@link MatchController}, against a scripted server. */
class OnlineSeatTest {

    private FakeRoomServer server;
    private OnlineClient client;
    private final QueueLoop loop = new QueueLoop();
    private OnlineSeat seat;
    private SeatTicket bikash;
    private MatchController controller;
    private final List<OnlineSeat.Notice> notices = new CopyOnWriteArrayList<>();
    private final List<OnlineException.Problem> failures = new CopyOnWriteArrayList<>();

    /** Goes on with a rebuilt record as the table does: a new controller for the same two players. */
    private final OnlineSeat.Host host = new OnlineSeat.Host() {
        @Override
        public void changed(OnlineSeat changed) {
        }

        @Override
        public void rebuilt(OnlineSeat changed, MatchRecord record, OnlineSeat.Notice why) {
            notices.add(why);
            sitDown(record);
        }

        @Override
        public void failed(OnlineSeat changed, OnlineException problem) {
            failures.add(problem.problem());
        }
    };

    @BeforeEach
    void open() throws Exception {
        server = new FakeRoomServer();
        client = new OnlineClient(server.baseUri());
        SeatTicket asha = client.create("tic-tac-toe", 3, "Asha");
        seat = new OnlineSeat(client, asha, "Asha", loop, host);
        seat.start();
        bikash = client.join(asha.code(), "Bikash");
        loop.runUntil("the friend's seat taken", seat::isReady);
        sitDown(seat.begin(0));
    }

    @AfterEach
    void close() {
        controller.leave();
        server.close();
    }

    private void sitDown(MatchRecord record) {
        if (controller != null) {
            controller.leave();
        }
        controller = new MatchController(record, seat.player(Side.ONE), seat.player(Side.TWO), loop);
        controller.addListener(seat);
        controller.start();
    }

    private List<String> movesAtTheTable() {
        return controller.record().current().moves().stream().map(move -> move.move().toString()).toList();
    }

    private List<String> movesAtTheServer() {
        return server.record().current().moves().stream().map(move -> move.move().toString()).toList();
    }

    @Test
    void theFriendSitsAsARemotePlayerByNameAndTakesNothingBack() {
        assertThat(controller.player(Side.TWO).kind()).isEqualTo(PlayerKind.REMOTE);
        assertThat(controller.player(Side.TWO).name()).isEqualTo("Bikash");
        assertThat(controller.player(Side.ONE).kind()).isEqualTo(PlayerKind.PERSON);
        assertThat(controller.personToMove()).isTrue();
        assertThat(controller.play(Move.parse("a1"))).isNull();
        assertThat(controller.canTakeBack()).as("the server keeps every move").isFalse();
    }

    @Test
    void thePersonsMovesArePostedWithTheirGameAndPlyAndTheFriendsArriveAsTheFriendsMoves() throws Exception {
        assertThat(controller.play(Move.parse("a1"))).isNull();
        loop.runUntil("the move at the server", () -> movesAtTheServer().size() == 1);
        assertThat(server.posted).anyMatch(post -> post.startsWith("moves") && post.contains("\"game\":1")
                && post.contains("\"ply\":0") && post.contains("\"move\":\"a1\""));

        client.move(bikash, 1, 1, Move.parse("b2"));
        loop.runUntil("the friend's move at the table", () -> movesAtTheTable().size() == 2);
        assertThat(movesAtTheTable()).containsExactly("a1", "b2");
        assertThat(controller.sideToMove()).isEqualTo(Side.ONE);
        assertThat(notices).as("nothing to put right").isEmpty();
    }

    @Test
    void whenTheServersRecordDiffersTheTableFollowsTheServerAndSaysSo() throws Exception {
        assertThat(controller.play(Move.parse("a1"))).isNull();
        loop.runUntil("the move at the server", () -> movesAtTheServer().size() == 1);
        MatchRecord other = server.record().takeBack(1).play(Move.parse("c3"), 0).play(Move.parse("b2"), 0);
        server.setRecord(other);
        loop.runUntil("the table rebuilt", () -> !notices.isEmpty());
        assertThat(notices).containsExactly(OnlineSeat.Notice.FOLLOWED_SERVER);
        assertThat(movesAtTheTable()).containsExactly("c3", "b2");
        assertThat(controller.player(Side.TWO).name()).as("the same players sit on").isEqualTo("Bikash");
    }

    @Test
    void theFriendResigningEndsTheGameAtTheTableAndTheNextGameStartsWithTheOtherSide() throws Exception {
        client.resign(bikash);
        loop.runUntil("the table rebuilt", () -> !notices.isEmpty());
        assertThat(notices).containsExactly(OnlineSeat.Notice.FRIEND_RESIGNED);
        assertThat(controller.record().games().get(0).outcome().reason()).isEqualTo(Reason.RESIGNED);
        assertThat(controller.match().wins(Side.ONE)).isEqualTo(1);
        // the server has begun game 2 already; the table follows when the player goes on
        controller.nextGame();
        assertThat(controller.sideToMove()).isEqualTo(Side.TWO);
        client.move(bikash, 2, 0, Move.parse("b2"));
        loop.runUntil("the friend's first move of game 2", () -> movesAtTheTable().size() == 1);
        assertThat(notices).hasSize(1);
    }

    @Test
    void thePersonResigningIsSentToTheServer() throws Exception {
        controller.resign();
        loop.runUntil("the resignation at the server", () -> server.record().gameNumber() == 2);
        assertThat(server.record().games().get(0).outcome().reason()).isEqualTo(Reason.RESIGNED);
        assertThat(server.record().games().get(0).winner()).isEqualTo(Side.TWO);
    }

    @Test
    void aMoveOfThisSeatTheTableNeverMadeIsTakenFromTheServersRecord() throws Exception {
        server.setRecord(server.record().play(Move.parse("b2"), 0)); // side one's move made elsewhere
        loop.runUntil("the table rebuilt", () -> !notices.isEmpty());
        assertThat(movesAtTheTable()).containsExactly("b2");
        assertThat(controller.sideToMove()).isEqualTo(Side.TWO);
    }

    @Test
    void aFriendAwayIsToldAndTheGameMayThenBeClaimed() throws Exception {
        server.markAway(Side.TWO);
        loop.runUntil("the friend seen away", seat::isFriendAway);
        assertThat(seat.mayClaim()).isTrue();
        seat.claim();
        loop.runUntil("the claim ruled", () -> notices.contains(OnlineSeat.Notice.CLAIMED));
        assertThat(controller.record().games().get(0).outcome().reason()).isEqualTo(Reason.ABANDONED);
        assertThat(controller.record().games().get(0).winner()).isEqualTo(Side.ONE);
    }

    @Test
    void theOnlineMatchIsSavedInTheMatchLogWithTheRemotePlayerNamedAndTheServersEnds() throws Exception {
        assertThat(controller.play(Move.parse("a1"))).isNull();
        loop.runUntil("the move at the server", () -> movesAtTheServer().size() == 1);
        client.resign(bikash);
        loop.runUntil("the table rebuilt", () -> !notices.isEmpty());
        String json = org.katakuti.app.log.MatchLog.of(controller.record(), "test").toJson();
        MatchRecord back = org.katakuti.app.log.MatchLog.fromJson(json).toRecord();
        assertThat(json).contains("\"remote\"");
        assertThat(back.player(Side.TWO)).isEqualTo(controller.player(Side.TWO));
        assertThat(back.games().get(0).outcome().reason()).isEqualTo(Reason.RESIGNED);
    }
}
