package org.katakuti.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.app.online.client.OnlineClient;
import org.katakuti.app.online.client.RoomAddress;
import org.katakuti.app.online.client.SeatTicket;
import org.katakuti.app.online.server.OnlineServer;

/**
 * Play with friends, as a player does it: host a room on this computer, see
 * its code, link and QR code, a friend joins over HTTP, a move each, and the
 * window shows them.
 */
class FriendsGuiTest {

    private TableFixture table;

    @AfterEach
    void close() {
        if (table != null) {
            table.close();
        }
    }

    private int plies() {
        return GuiActionRunner.execute(() -> table.controller().record().current().plies());
    }

    @Test
    void aRoomHostedOnThisComputerIsJoinedByAFriendAndEachMoveShowsOnTheTable() throws Exception {
        table = TableFixture.open();
        table.window.radioButton("game-tic-tac-toe").click();
        table.window.button("friends").click();
        DialogFixture friends = WindowFinder.findDialog("friends").using(table.robot);
        friends.textBox("friendsName").deleteText().enterText("Asha");
        friends.radioButton("friendsHostHere").requireSelected();
        table.screenshot((javax.swing.RootPaneContainer) friends.target(), "friends-choose");
        friends.button("friendsCreate").click();
        javax.swing.JTextField linkField = (javax.swing.JTextField) table.robot.finder()
                .findByName(friends.target(), "friendsLink", false);
        javax.swing.JLabel status = (javax.swing.JLabel) table.robot.finder()
                .findByName(friends.target(), "friendsStatus", false);
        javax.swing.JButton create = (javax.swing.JButton) table.robot.finder()
                .findByName(friends.target(), "friendsCreate", false);
        TableFixture.waitFor("the room is made", () -> linkField.isShowing() && linkField.getText().contains("/r/"),
                () -> "the status line \"" + status.getText() + "\", Make the room "
                        + (create.isEnabled() ? "enabled" : "disabled (a request is out)") + ", the link \""
                        + linkField.getText() + "\" " + (linkField.isShowing() ? "showing" : "not showing"));
        friends.label("friendsWaiting").requireText("Waiting for your friend…");
        assertThat(friends.label("friendsQr").target().getIcon()).as("the QR code of the link").isNotNull();
        String link = friends.textBox("friendsLink").text();
        assertThat(friends.label("friendsCode").text()).endsWith(link.substring(link.length() - 4));
        table.screenshot((javax.swing.RootPaneContainer) friends.target(), "friends-host");

        RoomAddress room = RoomAddress.parse(link, URI.create("http://127.0.0.1/"));
        OnlineClient bikash = new OnlineClient(room.server());
        SeatTicket seat = bikash.join(room.code(), "Bikash");
        assertThat(seat.side()).isEqualTo(Side.TWO);

        TableFixture.waitFor("the match begins at the table", () -> table.controller() != null
                && table.controller().player(Side.TWO).name().equals("Bikash"));
        assertThat(GuiActionRunner.execute(() -> table.controller().player(Side.TWO).kind()))
                .isEqualTo(PlayerKind.REMOTE);
        table.window.label("onlineRoom").requireText("Room " + room.code());

        TableFixture.waitFor("the click guard's quiet time is over", () -> !table.board().guard().isQuiet());
        table.click("a1");
        TableFixture.waitFor("the move reaches the server", () -> {
            try {
                return bikash.state(room.code()).moves().contains("a1");
            } catch (Exception e) {
                return false;
            }
        });
        bikash.move(seat, 1, 1, Move.parse("b2"));
        TableFixture.waitFor("the friend's move shows at the table", () -> plies() == 2);
        table.window.label("palo").requireText("Palo: Asha");
        table.window.label("onlinePresence").requireText("Bikash is here.");
        table.screenshot("friends-match");
    }

    @Test
    void aFriendsRoomIsJoinedByItsPastedLinkAndTheFriendsMovesArriveAtTheTable() throws Exception {
        try (OnlineServer server = OnlineServer.start("127.0.0.1", 0, null)) {
            OnlineClient asha = new OnlineClient(server.baseUri());
            SeatTicket host = asha.create("tic-tac-toe", 1, "Asha");
            table = TableFixture.open();
            table.screenshot("friends-start");
            table.window.button("friends").click();
            DialogFixture friends = WindowFinder.findDialog("friends").using(table.robot);
            friends.textBox("friendsName").deleteText().enterText("Bikash");
            friends.textBox("friendsRoom").enterText(host.link());
            friends.button("friendsJoin").click();
            TableFixture.waitFor("the match begins at the table", () -> table.controller() != null);
            assertThat(GuiActionRunner.execute(() -> table.controller().player(Side.ONE).name())).isEqualTo("Asha");
            assertThat(GuiActionRunner.execute(() -> table.controller().player(Side.ONE).kind()))
                    .isEqualTo(PlayerKind.REMOTE);

            asha.move(host, 1, 0, Move.parse("b2"));
            TableFixture.waitFor("the friend's move shows at the table", () -> plies() == 1);
            // a click in the guard's quiet time after the friend's move is not taken as a move, by design
            TableFixture.waitFor("the click guard's quiet time is over", () -> !table.board().guard().isQuiet());
            table.click("a1");
            TableFixture.waitFor("the move reaches the server", () -> {
                try {
                    return asha.state(host.code()).moves().contains("a1");
                } catch (Exception e) {
                    return false;
                }
            });
        }
    }
}
