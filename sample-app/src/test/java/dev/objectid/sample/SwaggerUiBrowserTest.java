package dev.objectid.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openqa.selenium.support.ui.ExpectedConditions.elementToBeClickable;
import static org.openqa.selenium.support.ui.ExpectedConditions.textMatches;
import static org.openqa.selenium.support.ui.ExpectedConditions.visibilityOfElementLocated;

import dev.objectid.ObjectId;
import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerRepository;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;

/**
 * The sample app's Swagger UI in a real browser: headless Chromium (Debian's package) driven by Selenium through
 * ChromeDriver. It opens {@code GET /customers/{id}}, finds the id's pattern documented, runs the request with a real
 * id and reads the id back in the response. Run by {@code mvn verify -pl sample-app -Dtest=SwaggerUiBrowserTest};
 * the application and ChromeDriver each listen on a port the system picks.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SwaggerUiBrowserTest {

    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";

    private static Path profile;
    private static WebDriver browser;

    @Autowired
    CustomerRepository customers;

    @LocalServerPort
    int port;

    @BeforeAll
    static void startBrowser() throws IOException {
        assertThat(Files.isExecutable(Path.of(CHROMIUM)))
                .as(CHROMIUM + ": apt-get install chromium")
                .isTrue();
        assertThat(Files.isExecutable(Path.of(CHROMEDRIVER)))
                .as(CHROMEDRIVER + ": apt-get install chromium-driver")
                .isTrue();
        profile = Files.createTempDirectory("objectid-chromium-");
        ChromeOptions options = new ChromeOptions()
                .setBinary(CHROMIUM)
                .addArguments(
                        "--headless",
                        "--no-sandbox",
                        "--disable-gpu",
                        "--disable-background-networking",
                        "--disable-component-update",
                        "--disable-sync",
                        "--no-first-run",
                        "--disable-quic",
                        "--user-data-dir=" + profile,
                        "--window-size=1400,2000");
        ChromeDriverService driver = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        browser = new ChromeDriver(driver, options);
    }

    @AfterAll
    static void stopBrowser() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (profile != null) {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder())
                        .forEach(file -> file.toFile().delete());
            }
        }
    }

    @Test
    void swaggerUiDocumentsTheIdPatternAndRunsARequestWithARealId() throws IOException {
        Customer customer = customers
                .findAll(PageRequest.of(0, 1, Sort.by("id")))
                .getContent()
                .get(0);
        String id = customer.getId().toString();
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        try {
            browser.get("http://localhost:" + port + "/swagger-ui/index.html");
            WebElement operation = wait.until(visibilityOfElementLocated(
                    By.cssSelector(".opblock-get .opblock-summary-path[data-path='/customers/{id}']")));
            operation.click();

            By parameter = By.cssSelector("tr[data-param-name='id'][data-param-in='path']");
            WebElement row = wait.until(visibilityOfElementLocated(parameter));
            assertThat(row.getText()).contains("string", "^[0-9a-fA-F]{24}$");

            WebElement block = operation.findElement(By.xpath("./ancestor::div[contains(@class, 'opblock-get')]"));
            String blockId = "#" + block.getAttribute("id");
            wait.until(elementToBeClickable(block.findElement(By.cssSelector(".try-out__btn"))))
                    .click();
            WebElement input =
                    wait.until(visibilityOfElementLocated(By.cssSelector(blockId + " tr[data-param-name='id'] input")));
            input.clear();
            input.sendKeys(id);
            block.findElement(By.cssSelector(".execute")).click();

            By responseBody = By.cssSelector(blockId + " .live-responses-table .response-col_description pre");
            wait.until(textMatches(responseBody, Pattern.compile(".*\"name\".*", Pattern.DOTALL)));
            String body = browser.findElement(responseBody).getText();
            assertThat(body).contains("\"id\": \"" + id + "\"", "\"name\": \"" + customer.getName() + "\"");
            assertThat(ObjectId.isValid(id)).isTrue();
        } catch (RuntimeException | AssertionError e) {
            Path screenshot = Path.of("target", "swagger-ui-failure.png");
            Files.write(screenshot, ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
            Files.writeString(Path.of("target", "swagger-ui-failure.html"), browser.getPageSource());
            throw e;
        }
    }
}
