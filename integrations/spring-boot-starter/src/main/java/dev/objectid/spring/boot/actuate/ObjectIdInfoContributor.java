package dev.objectid.spring.boot.actuate;

import dev.objectid.ObjectIdGenerator;
import dev.objectid.ProcessTrace;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;

/**
 * The {@code objectid} section of Actuator's {@code info} endpoint: the process value of this process's generator
 * (bytes 4..8 of every id it makes) with the host, pid and start time it belongs to, the data of the line the
 * generator logs at start-up. With it, an id found anywhere leads back to the instance that made it.
 */
final class ObjectIdInfoContributor implements InfoContributor {

    @Override
    public void contribute(Info.Builder builder) {
        ProcessTrace trace = ObjectIdGenerator.shared().processTrace();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("processValue", trace.processValueHex());
        trace.host().ifPresent(host -> details.put("host", host));
        details.put("pid", trace.pid());
        trace.started().ifPresent(started -> details.put("started", started.toString()));
        builder.withDetail("objectid", details);
    }
}
