package org.katakuti.app.online.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URI;
import java.util.Collections;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.katakuti.app.online.referee.ManualClock;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The room page when the network delivers out of order: the answer to the
 * page's own move comes after the stream's newer state, which already holds the
 * friend's reply. The page must keep the newer state (docs/online-protocol.md);
 * before it did, it went back a move and waited for a turn that had passed.
 */
class BrowserLateAnswerTest {

    /**
     * Run before the page's own script: once {@code __holdMoves} is set, the answers
     * to move requests are kept back until {@code __release()} is called.
     */
    private static final String HOLD_MOVE_ANSWERS = String.join("\n",
            "(function () {",
            "  var realFetch = window.fetch.bind(window);",
            "  var held = [];",
            "  window.__holdMoves = false;",
            "  window.fetch = function (url, options) {",
            "    var answer = realFetch(url, options);",
            "    if (!window.__holdMoves || !options || options.method !== 'POST' || !/\\/moves$/.test(url)) {",
            "      return answer;",
            "    }",
            "    return answer.then(function (response) {",
            "      return new Promise(function (resolve) { held.push(function () { resolve(response); }); });",
            "    });",
            "  };",
            "  window.__held = function () { return held.length; };",
            "  window.__release = function () { var h = held; held = []; h.forEach(function (f) { f(); }); };",
            "})();");

    private static OnlineServer server;
    private static Browser browser;

    @BeforeAll
    static void start() throws IOException {
        server = OnlineServer.start("127.0.0.1", 0, null, Limits.perAddress(200, 50, 100, 32),
                new ManualClock(System.currentTimeMillis()));
        browser = new Browser();
        browser.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument",
                Collections.singletonMap("source", HOLD_MOVE_ANSWERS));
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

    @Test
    void theAnswerToAMoveThatComesAfterTheFriendsReplyDoesNotTakeThePageBack() throws Exception {
        RoomClient asha = new RoomClient(base()).create("tic-tac-toe", 3, "Asha");
        browser.driver.get(base().resolve("/r/" + asha.code).toString());
        browser.waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("join-name")));
        browser.driver.findElement(By.id("join-name")).sendKeys("Bikash");
        browser.driver.findElement(By.id("join-button")).click();
        browser.waitForStatus("Asha to move");
        asha.move("a1");
        browser.waitForStatus("Your turn");

        browser.driver.executeScript("window.__holdMoves = true;");
        browser.tap("b2");
        // The server takes the move, but its answer is held back in the page...
        browser.waitForMoves(asha, 2);
        browser.waitFor(driver -> ((Number) browser.driver.executeScript("return window.__held();")).intValue() == 1);
        // ...while Asha replies and the stream brings the newer state.
        asha.move("c3");
        browser.waitFor(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board .mark"), 3));

        browser.driver.executeScript("window.__release();");
        browser.waitFor(driver -> !driver.findElement(By.tagName("body")).getAttribute("class").contains("sending"));
        assertEquals(3, browser.driver.findElements(By.cssSelector("#board .mark")).size(),
                "the page went back to the state its own move's answer held");
        assertEquals("Your turn", statusStart());

        // And the page plays on from the newer state: its next move is taken as the fourth.
        browser.driver.executeScript("window.__holdMoves = false;");
        browser.tap("a3");
        browser.waitForMoves(asha, 4);
        assertEquals("a3", asha.state().getAsJsonArray("moves").get(3).getAsString());
    }

    private static String statusStart() {
        String status = browser.driver.findElement(By.id("status")).getText();
        return status.startsWith("Your turn") ? "Your turn" : status;
    }
}
