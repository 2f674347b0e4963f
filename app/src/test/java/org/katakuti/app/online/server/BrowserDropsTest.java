package org.katakuti.app.online.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URI;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.katakuti.app.online.referee.ManualClock;
import org.katakuti.app.online.referee.Room;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The browser page with a server whose clock the test moves: a friend who
 * stays away past the grace time, and the tigadi captures and slides that
 * need a longer game than a test would play by hand.
 */
class BrowserDropsTest {

    private static final ManualClock CLOCK = new ManualClock(System.currentTimeMillis());
    private static OnlineServer server;
    private static Browser browser;

    @BeforeAll
    static void start() throws IOException {
        server = OnlineServer.start("127.0.0.1", 0, null, Limits.perAddress(200, 50, 100, 32), CLOCK);
        browser = new Browser();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private static URI base() {
        return server.baseUri();
    }

    private static void joinInBrowser(String code) {
        browser.driver.get(base().resolve("/r/" + code).toString());
        browser.waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("join-name")));
        browser.driver.findElement(By.id("join-name")).clear();
        browser.driver.findElement(By.id("join-name")).sendKeys("Bikash");
        browser.driver.findElement(By.id("join-button")).click();
    }

    @Test
    void afterTheGraceTimeThePlayerWhoStayedClaimsTheGame() throws Exception {
        RoomClient host = new RoomClient(base()).create("gomoku", 3, "Asha");
        joinInBrowser(host.code);
        browser.waitForStatus("Asha to move");
        host.move("h8");
        browser.waitForStatus("Your turn");
        // Asha has no stream open: once her last request is 15 s old she is away...
        CLOCK.advance(Room.SEEN_MILLIS + 1000);
        browser.waitForStatus("Waiting for Asha");
        browser.waitFor(ExpectedConditions.invisibilityOfElementLocated(By.id("claim")));
        // ...and past the grace time the page offers the claim.
        CLOCK.advance(Room.GRACE_MILLIS);
        browser.waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("claim"))).click();
        browser.waitFor(ExpectedConditions.textToBePresentInElementLocated(By.id("games"),
                "Bikash won by abandonment"));
        JsonObject state = host.state();
        assertEquals("abandoned", state.getAsJsonArray("games").get(0).getAsJsonObject().get("reason").getAsString());
        assertEquals(2, state.get("gameNumber").getAsInt());
    }

    @Test
    void tigadiCapturesAndSlidesAreTapped() throws Exception {
        RoomClient friend = new RoomClient(base()).create("tigadi", 3, "Asha");
        joinInBrowser(friend.code);
        // Asha (side one) places a1 and a4; Bikash in the browser d1, d2, then d3 closes the spoke d1-d2-d3.
        String[][] placing = {{"a1", "d1"}, {"a4", "d2"}};
        int ply = 0;
        for (String[] pair : placing) {
            browser.waitForStatus("Asha to move");
            friend.move(pair[0]);
            browser.waitForStatus("Your turn");
            browser.tap(pair[1]);
            browser.waitForMoves(friend, ply += 2);
        }
        browser.waitForStatus("Asha to move");
        friend.move("g7");
        browser.waitForStatus("Your turn");
        browser.tap("d3");
        browser.waitForStatus("tap the goti to capture");
        browser.waitFor(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board .victim"), 3));
        browser.tap("a4");
        browser.waitForMoves(friend, 6);
        assertEquals("d3xa4", friend.state().getAsJsonArray("moves").get(5).getAsString());
        // Place the rest with moves that close nothing, the browser's by taps, until the slides begin.
        while (friend.state().getAsJsonObject("board").get("placing").getAsBoolean()) {
            JsonObject state = friend.state();
            String move = quiet(state.getAsJsonArray("legal"));
            if (state.get("toMove").getAsString().equals("one")) {
                friend.move(move);
            } else {
                browser.waitForStatus("Your turn");
                int before = state.getAsJsonArray("moves").size();
                browser.tap(move);
                browser.waitForMoves(friend, before + 1);
            }
        }
        JsonObject state = friend.state();
        if (state.get("toMove").getAsString().equals("one")) {
            friend.move(quiet(state.getAsJsonArray("legal")));
            state = friend.state();
        }
        String slide = quiet(state.getAsJsonArray("legal"));
        String[] ends = slide.split("-");
        browser.waitForStatus("Your turn");
        browser.tap(ends[0]);
        browser.waitFor(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Your turn"));
        browser.tap(ends[1]);
        int moves = state.getAsJsonArray("moves").size();
        browser.waitForMoves(friend, moves + 1);
        assertEquals(slide, friend.state().getAsJsonArray("moves").get(moves).getAsString());
        browser.screenshot("tigadi-sliding-desktop");
    }

    /** @return the first legal move that captures nothing (so the game stays quiet) */
    private static String quiet(JsonArray legal) {
        for (int i = 0; i < legal.size(); i++) {
            String move = legal.get(i).getAsString();
            if (!move.contains("x") && !move.equals("pass")) {
                return move;
            }
        }
        return legal.get(0).getAsString();
    }
}
