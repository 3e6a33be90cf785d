package dev.objectid.benchmarks.report;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/** Bar charts drawn with XChart and written as PNG. */
final class Charts {

    private static final Color OURS = new Color(0x2E7D32);
    private static final Color[] SERIES = {
        new Color(0x1565C0), new Color(0xEF6C00), new Color(0x6A1B9A), new Color(0x00838F), new Color(0x9E9D24)
    };

    private Charts() {}

    /** One bar per benchmark method of {@code order} that is present, labelled with {@code labels}. */
    static Bars bars(
            String title, String unit, List<Results.Jmh> results, List<String> order, Map<String, String> labels) {
        List<String> names =
                order.stream().filter(n -> Results.find(results, n).isPresent()).toList();
        return new Bars(title, unit, names.stream().map(labels::get).toList())
                .series(
                        unit,
                        names.stream()
                                .map(n -> Results.find(results, n).get().score())
                                .toList());
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

        Bars series(String name, List<? extends Number> values) {
            series.put(name, values);
            return this;
        }

        Bars logarithmic() {
            this.logarithmic = true;
            return this;
        }

        Bars labels(String pattern) {
            this.labels = pattern;
            return this;
        }

        void write(Path file) throws IOException {
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
            styler.setSeriesColors(colors());
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

        private Color[] colors() {
            Color[] colors = new Color[Math.max(series.size(), 1)];
            int i = 0;
            int other = 0;
            for (String name : series.keySet()) {
                colors[i++] =
                        name.startsWith("objectid-jpa") || name.equals("ours") ? OURS : SERIES[other++ % SERIES.length];
            }
            return colors;
        }
    }
}
