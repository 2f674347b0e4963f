package org.katakuti.app.online.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;

import com.google.gson.JsonObject;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * A friend with nothing installed: Debian's headless Chromium plays on the
 * room's page against a scripted client over HTTP, through a real server on
 * loopback. Each test opens its own room.
 */
class BrowserPlayTest {

    private static OnlineServer server;
    private static Browser browser;

    @BeforeAll
    static void start() throws IOException {
        server = OnlineServer.start("127.0.0.1", 0, null, Limits.perAddress(200, 50, 100, 32));
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

    /** The browser opens a room from the front page; returns its code. */
    private static String openRoomInBrowser(String game, String firstTo, String name) {
        browser.driver.get(base().resolve("/").toString());
        browser.driver.findElement(By.id("create-name")).clear();
        browser.driver.findElement(By.id("create-name")).sendKeys(name);
        browser.driver.findElement(By.cssSelector("#create-game option[value='" + game + "']")).click();
        browser.driver.findElement(By.cssSelector("#create-first-to option[value='" + firstTo + "']")).click();
        browser.driver.findElement(By.id("create-button")).click();
        browser.waitFor(ExpectedConditions.urlMatches("/r/[A-Z0-9]{4}$"));
        browser.waitFor(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), "Waiting for your friend"));
        String url = browser.driver.getCurrentUrl();
        return url.substring(url.length() - 4);
    }

    @Test
    void aWinByTapsIsStruckAndTheMatchResultShown() throws Exception {
        String code = openRoomInBrowser("tic-tac-toe", "1", "Asha");
        RoomClient friend = new RoomClient(base()).join(code, "Bikash");
        browser.waitForStatus("Your turn");
        browser.tap("a1");
        browser.waitForMoves(friend, 1);
        friend.move("b1");
        browser.waitForStatus("Your turn");
        browser.tap("a2");
        browser.waitForMoves(friend, 3);
        friend.move("b2");
        browser.waitForStatus("Your turn");
        browser.tap("a3");
        browser.waitForStatus("Asha wins the match 1–0");
        assertEquals(1, browser.driver.findElements(By.cssSelector("#board .struck")).size());
        JsonObject state = friend.state();
        assertEquals("over", state.get("status").getAsString());
        assertEquals("line", state.getAsJsonArray("games").get(0).getAsJsonObject().get("reason").getAsString());
        browser.screenshot("tic-tac-toe-won-desktop");
    }

    @Test
    void onTheBigGridTheFirstTapPencilsAndTheSecondInks() throws Exception {
        String code = openRoomInBrowser("gomoku", "3", "Asha");
        RoomClient friend = new RoomClient(base()).join(code, "Bikash");
        browser.waitForStatus("Your turn");
        browser.tap("h8");
        browser.waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board .pencil")));
        assertEquals(0, friend.state().getAsJsonArray("moves").size());
        browser.tap("h8");
        browser.waitForMoves(friend, 1);
        assertEquals("h8", friend.state().getAsJsonArray("moves").get(0).getAsString());
        browser.waitFor(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board .pencil"), 0));
    }

    @Test
    void theFriendJoinsByTheLinkAndAReloadKeepsTheSeat() throws Exception {
        RoomClient host = new RoomClient(base()).create("four-by-four", 3, "Asha");
        browser.driver.get(base().resolve("/r/" + host.code).toString());
        browser.waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("join-name")));
        browser.driver.findElement(By.id("join-name")).clear();
        browser.driver.findElement(By.id("join-name")).sendKeys("Bikash");
        browser.driver.findElement(By.id("join-button")).click();
        browser.waitForStatus("Asha to move");
        host.move("a1");
        browser.waitForStatus("Your turn");
        browser.driver.navigate().refresh();
        browser.waitForStatus("Your turn");
        browser.waitFor(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector("#side-two .name"), "(you)"));
        browser.tap("d4");
        browser.waitForMoves(host, 2);
        assertEquals("d4", host.state().getAsJsonArray("moves").get(1).getAsString());
    }

    @Test
    void resigningFromThePageLosesTheGameAndTheNextBegins() throws Exception {
        String code = openRoomInBrowser("five-in-a-row", "3", "Asha");
        RoomClient friend = new RoomClient(base()).join(code, "Bikash");
        browser.waitForStatus("Your turn");
        WebElement resign = browser.driver.findElement(By.id("resign"));
        resign.click();
        assertTrue(resign.getText().startsWith("Sure?"));
        assertEquals(1, friend.state().get("gameNumber").getAsInt());
        resign.click();
        browser.waitFor(ExpectedConditions.textToBePresentInElementLocated(By.id("games"), "Bikash won by resignation"));
        JsonObject state = friend.state();
        assertEquals(2, state.get("gameNumber").getAsInt());
        assertEquals(1, state.getAsJsonObject("score").get("two").getAsInt());
        assertEquals("two", state.get("toMove").getAsString());
    }

    @Test
    void tigadiIsPlacedByTaps() throws Exception {
        String code = openRoomInBrowser("tigadi", "3", "Asha");
        RoomClient friend = new RoomClient(base()).join(code, "Bikash");
        browser.waitForStatus("Your turn");
        browser.tap("d2");
        browser.waitForMoves(friend, 1);
        browser.waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board .goti.one")));
        assertEquals("d2", friend.state().getAsJsonArray("moves").get(0).getAsString());
    }

    @Test
    void ultimateShowsTheGridTheNextMarkMustGoIn() throws Exception {
        String code = openRoomInBrowser("ultimate", "3", "Asha");
        RoomClient friend = new RoomClient(base()).join(code, "Bikash");
        browser.waitForStatus("Your turn");
        browser.tap("e5");
        browser.tap("e5");
        browser.waitForMoves(friend, 1);
        browser.waitFor(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board .target"), 1));
    }

    @Test
    void everyFamilyFitsAPhoneAndADesktopWindow() throws Exception {
        String[][] games = {{"tic-tac-toe", "4"}, {"gomoku", "12"}, {"ultimate", "14"}, {"tigadi", "11"}};
        try {
            for (String[] game : games) {
                RoomClient one = new RoomClient(base()).create(game[0], 3, "Asha");
                RoomClient two = new RoomClient(base()).join(one.code, "Bikash");
                int moves = Integer.parseInt(game[1]);
                for (int i = 0; i < moves; i++) {
                    JsonObject state = one.state();
                    RoomClient mover = state.get("toMove").getAsString().equals("one") ? one : two;
                    // Moves spread over the board: every fifth legal one, round the list.
                    com.google.gson.JsonArray legal = state.getAsJsonArray("legal");
                    mover.move(legal.get((i * 5 + 3) % legal.size()).getAsString());
                }
                browser.driver.get(base().resolve("/r/" + one.code).toString());
                browser.waitForStatus("to move");
                for (int[] size : new int[][] {{390, 844}, {1280, 900}}) {
                    browser.size(size[0], size[1]);
                    WebElement board = browser.waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("board")));
                    long inner = (Long) browser.driver.executeScript("return window.innerWidth");
                    assertTrue(board.getSize().getWidth() <= inner, game[0] + " is wider than the window");
                    assertTrue(board.getSize().getWidth() >= Math.min(inner, 500) * 0.8, game[0] + " is too small");
                    browser.screenshot(game[0] + "-" + (size[0] < 500 ? "phone" : "desktop"));
                }
            }
        } finally {
            browser.size(1280, 900);
        }
    }
}
