package dev.objectid.benchmarks.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/** The page's bar charts, drawn with XChart from the results and written as PNG. */
final class Charts {

    private static final Color[] SERIES = {
        new Color(0x1565C0), new Color(0xEF6C00), new Color(0x6A1B9A), new Color(0x00838F), new Color(0x9E9D24)
    };

    private Charts() {}

    /** Draws every chart of the page into {@code images}, from the results in hand. */
    static void all(Results r, Path images) throws IOException {
        String ids =
                "objectId=objectid-jpa driverObjectId=driver floor=floor tsidFast=TSID uuidV7=UUIDv7 uuidV4=UUIDv4";
        for (String chart : List.of(
                "generation-1-thread|Time per id, 1 thread (lower is better)|ns/op|" + ids,
                "generation-2-threads|Ids per microsecond, 2 threads (higher is better)|ops/µs|" + ids,
                "generation-virtual-threads|Ids per microsecond, 2 virtual threads (higher is better)|ops/µs|" + ids,
                "hex|Hex conversion, 1024 ids cycled, 1 thread (lower is better)|ns/op|toHexString=toHex "
                        + "driverToHexString=driver_toHex newString=floor_toHex parse=parse driverParse=driver_parse "
                        + "readChars=floor_parse")) {
            String[] c = chart.split("\\|");
            jmh(r, "jmh-" + c[0] + ".json", c[3], c[1], c[2]).write(images, "performance-" + c[0] + ".png");
        }

        Map<String, JsonNode> cached = r.inserts("db-cached.json");
        Map<String, JsonNode> small = r.inserts("db-small-cache.json");
        List<String> keys = Tables.KEYS;
        List<String> labels = List.of("IDENTITY", "sequence", "UUIDv4", "UUIDv7", "ObjectId");
        new Bars("Hibernate inserts on PostgreSQL (higher is better)", "rows/s", labels)
                .labels("#,##0", false)
                .series("index fits in shared_buffers", values(cached, keys, "rowsPerSecond", 1))
                .series("index outgrows shared_buffers", values(small, keys, "rowsPerSecond", 1))
                .write(images, "performance-inserts.png");
        new Bars("Primary-key index and WAL (lower is better)", "MiB", labels)
                .series("pkey index", values(cached, keys, "pkeyBytes", 1 << 20))
                .series("WAL, index fits in cache", values(cached, keys, "walBytes", 1 << 20))
                .series("WAL, small cache and frequent checkpoints", values(small, keys, "walBytes", 1 << 20))
                .write(images, "performance-index-wal.png");
        new Bars("MariaDB/InnoDB: Hibernate inserts (higher is better)", "rows/s", labels)
                .labels("#,##0", false)
                .series("rows/s", values(r.inserts("db-innodb.json"), keys, "rowsPerSecond", 1))
                .write(images, "performance-innodb.png");
        List<String> bound = keys.subList(1, 5);
        new Bars("Hibernate inserts, memory-bound (higher is better)", "rows/s", labels.subList(1, 5))
                .labels("#,##0", false)
                .series("PostgreSQL", values(r.inserts("db-memory-bound-postgresql.json"), bound, "rowsPerSecond", 1))
                .series("MariaDB/InnoDB", values(r.inserts("db-memory-bound-mariadb.json"), bound, "rowsPerSecond", 1))
                .write(images, "performance-memory-bound.png");
        JsonNode q = r.json("db-cached.json").path("query");
        List<Double> ms = new ArrayList<>();
        for (String name : List.of("idRange", "createdAtNoIndex", "createdAtIndexed")) {
            ms.add(q.path(name).path("medianMillis").asDouble());
        }
        new Bars(
                        "One hour of rows, median latency (log scale, lower is better)",
                        "ms",
                        List.of("id range (pkey)", "created_at, no index", "created_at, indexed"))
                .series("median ms", q.isMissingNode() ? List.of() : ms)
                .labels("#,##0.000", true)
                .write(images, "performance-query.png");
        Bars read = new Bars(
                        "Reading entities: time relative to Long ids (lower is better)",
                        "× Long",
                        List.of("H2, by id range|H2, findAllById|PostgreSQL, by id range|PostgreSQL, findAllById"
                                .split("\\|")))
                .labels("0.00", false);
        for (String[] id : new String[][] {{"UUID", "UUID"}, {"OBJECT_ID", "ObjectId"}, {"TYPED_ID", "typed id"}}) {
            List<Double> ratios = new ArrayList<>();
            for (String db : List.of("read-path-h2.json", "read-path-postgresql.json")) {
                for (String how : List.of("byIdRange/", "findAllById/")) {
                    r.jmh(db, how + id[0])
                            .flatMap(x -> r.jmh(db, how + "LONG").map(l -> x.score() / l.score()))
                            .ifPresent(ratios::add);
                }
            }
            read.series(id[1], ratios.size() == 4 ? ratios : List.of());
        }
        read.write(images, "performance-read.png");
    }

    /** One bar per {@code method=label} of {@code bars} that the file has ({@code _} in a label is a space). */
    private static Bars jmh(Results r, String file, String bars, String title, String unit) {
        List<String> labels = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (String bar : bars.split(" ")) {
            String[] b = bar.split("=");
            r.jmh(file, b[0]).ifPresent(j -> {
                labels.add(b[1].replace('_', ' '));
                scores.add(j.score());
            });
        }
        return new Bars(title, unit, labels).series(unit, scores);
    }

    /** A field of each key's median insert, divided by {@code unit}; empty when the file is absent. */
    private static List<Double> values(Map<String, JsonNode> inserts, List<String> keys, String field, double unit) {
        return inserts.isEmpty()
                ? List.of()
                : keys.stream()
                        .map(k -> inserts.get(k))
                        .map(i -> i == null ? 0.0 : i.path(field).asDouble() / unit)
                        .toList();
    }

    /** One bar chart: categories along x, one bar per series in each category. */
    static final class Bars {
        final String title;
        final String yTitle;
        final List<String> categories;
        final Map<String, List<? extends Number>> series = new LinkedHashMap<>();
        boolean logarithmic;
        /** Decimal pattern of the value printed on each bar. */
        String labels = "#,##0.0";

        Bars(String title, String yTitle, List<String> categories) {
            this.title = title;
            this.yTitle = yTitle;
            this.categories = categories;
        }

        /** Adds a series; an empty one (its results missing) is left out. */
        Bars series(String name, List<? extends Number> values) {
            if (!values.isEmpty()) {
                series.put(name, values);
            }
            return this;
        }

        /** Sets the decimal pattern of the values printed on the bars, and a logarithmic axis. */
        Bars labels(String pattern, boolean logarithmic) {
            this.labels = pattern;
            this.logarithmic = logarithmic;
            return this;
        }

        /** Writes the chart as {@code images/name}, unless it has no series (nothing measured). */
        void write(Path images, String name) throws IOException {
            if (series.isEmpty()) {
                return;
            }
            Path file = images.resolve(name);
            CategoryChart chart = new CategoryChartBuilder()
                    .width(900)
                    .height(460)
                    .title(title)
                    .yAxisTitle(yTitle)
                    .build();
            var styler = chart.getStyler();
            styler.setChartBackgroundColor(Color.WHITE);
            styler.setPlotBackgroundColor(Color.WHITE);
            styler.setPlotGridLinesColor(new Color(0xDDDDDD));
            styler.setPlotBorderVisible(false);
            styler.setLegendVisible(series.size() > 1);
            styler.setLegendPosition(Styler.LegendPosition.OutsideS);
            styler.setLegendLayout(Styler.LegendLayout.Horizontal);
            styler.setLabelsVisible(true);
            styler.setLabelsFontColorAutomaticEnabled(false);
            styler.setLabelsFontColor(Color.BLACK);
            styler.setLabelsPosition(series.size() > 1 ? 1.0 : 0.98);
            styler.setLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            styler.setDecimalPattern(labels);
            styler.setYAxisDecimalPattern(labels);
            styler.setYAxisLogarithmic(logarithmic);
            // XChart paints bars from the axis minimum, which must be positive on a logarithmic axis
            styler.setYAxisMin(logarithmic ? Math.pow(10, Math.floor(Math.log10(smallest()))) : 0.0);
            styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
            styler.setSeriesColors(SERIES);
            for (Map.Entry<String, List<? extends Number>> s : series.entrySet()) {
                chart.addSeries(s.getKey(), categories, s.getValue());
            }
            Files.createDirectories(file.toAbsolutePath().getParent());
            BitmapEncoder.saveBitmap(chart, file.toString(), BitmapEncoder.BitmapFormat.PNG);
        }

        private double smallest() {
            return series.values().stream()
                    .flatMap(List::stream)
                    .mapToDouble(Number::doubleValue)
                    .filter(v -> v > 0)
                    .min()
                    .orElse(1);
        }
    }
}
