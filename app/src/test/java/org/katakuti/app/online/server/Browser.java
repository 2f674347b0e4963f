package org.katakuti.app.online.server;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;

import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedCondition;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven by its own chromedriver, for the browser
 * tests. Nothing is downloaded: the driver and the browser are the system's
 * ({@code apt-get install chromium chromium-driver}; test.sh does it), and
 * Selenium Manager is never asked. Missing, they fail the test, never skip it.
 */
final class Browser implements AutoCloseable {

    static final String DRIVER = "/usr/bin/chromedriver";
    static final String CHROMIUM = "/usr/bin/chromium";

    final ChromeDriver driver;

    Browser() {
        System.setProperty("SE_AVOID_STATS", "true");
        System.setProperty("webdriver.chrome.driver", DRIVER);
        if (!new File(DRIVER).canExecute() || !new File(CHROMIUM).canExecute()) {
            throw new IllegalStateException("the browser tests need Debian's chromium and chromium-driver ("
                    + CHROMIUM + ", " + DRIVER + "): apt-get install chromium chromium-driver, or run test.sh as root");
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--disable-extensions", "--hide-scrollbars", "--force-device-scale-factor=1");
        if ("root".equals(System.getProperty("user.name"))) {
            options.addArguments("--no-sandbox");
        }
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER))
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        size(1280, 900);
    }

    void size(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    <T> T waitFor(ExpectedCondition<T> condition) {
        // Wide: CI shares two cores with everything else.
        return new WebDriverWait(driver, Duration.ofSeconds(30)).until(condition);
    }

    /** Waits until the room page's status line holds {@code words}. */
    void waitForStatus(String words) {
        waitFor(ExpectedConditions.textToBePresentInElementLocated(By.id("status"), words));
    }

    /** Taps a square or point of the room page's board, by its name in the rule book's notation. */
    void tap(String point) {
        By square = By.cssSelector("[data-point='" + point + "']");
        waitFor(ExpectedConditions.presenceOfElementLocated(square));
        // A real click at the square's middle, as a finger's tap; found afresh, since the board redraws on each state.
        driver.findElement(square).click();
    }

    /** Waits until the server's room has {@code count} moves in its current game. */
    void waitForMoves(RoomClient client, int count) {
        waitFor(ignored -> {
            try {
                return client.state().getAsJsonArray("moves").size() == count;
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    WebDriver driver() {
        return driver;
    }

    /** Saves what the window shows in target/screenshots, to be looked at. */
    Path screenshot(String name) throws IOException {
        Path folder = Paths.get("target", "screenshots");
        Files.createDirectories(folder);
        Path file = folder.resolve(name + ".png");
        Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
        return file;
    }

    @Override
    public void close() {
        driver.quit();
    }
}
