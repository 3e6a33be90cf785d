package dev.objectid.spring.boot.actuate;

import dev.objectid.ObjectIdGenerator;
import dev.objectid.ProcessTrace;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;

/**
 * The {@code objectid} section of Actuator's {@code info} endpoint: the process value of this process's generator
 * (bytes 4..8 of every id it makes), which ties an id found anywhere to the instance that made it. The host, pid and
 * start time the generator logs beside it at start-up are shown only when asked for: no id reveals them.
 */
final class ObjectIdInfoContributor implements InfoContributor {

    private final boolean showProcess;

    /** @param showProcess whether to show the host, pid and start time of the process as well */
    ObjectIdInfoContributor(boolean showProcess) {
        this.showProcess = showProcess;
    }

    @Override
    public void contribute(Info.Builder builder) {
        ProcessTrace trace = ObjectIdGenerator.shared().processTrace();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("processValue", trace.processValueHex());
        if (showProcess) {
            trace.host().ifPresent(host -> details.put("host", host));
            details.put("pid", trace.pid());
            trace.started().ifPresent(started -> details.put("started", started.toString()));
        }
        builder.withDetail("objectid", details);
    }
}
