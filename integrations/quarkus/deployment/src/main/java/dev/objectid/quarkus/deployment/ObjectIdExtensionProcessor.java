package dev.objectid.quarkus.deployment;

import dev.objectid.quarkus.runtime.ObjectIdRecorder;
import dev.objectid.spi.TypedIdContract;
import dev.objectid.spi.TypedIdIndex;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Produce;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.HotDeploymentWatchedFileBuildItem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Collections;
import java.util.List;

/**
 * The build steps of the extension that every application gets: the feature, the process value applied at start-up,
 * and the typed ids read from objectid-processor's lists. The steps for Quarkus REST, the native image, metrics and
 * health are in processors of their own.
 */
public class ObjectIdExtensionProcessor {

    /** The name Quarkus lists among the installed features. */
    static final String FEATURE = "objectid";

    /** Created by Quarkus. */
    public ObjectIdExtensionProcessor() {}

    @BuildStep
    FeatureBuildItem feature() {
        return new FeatureBuildItem(FEATURE);
    }

    /** {@code quarkus.objectid.generator.process-value}, applied when the application starts. */
    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    @Produce(ProcessValueAppliedBuildItem.class)
    void assignProcessValue(ObjectIdRecorder recorder) {
        recorder.assignProcessValue();
    }

    /**
     * Every typed id listed on the application's class path, read with objectid-core's reader of the lists (without
     * loading the classes); dev mode rebuilds when a list changes.
     */
    @BuildStep
    void typedIds(BuildProducer<TypedIdBuildItem> typedIds, BuildProducer<HotDeploymentWatchedFileBuildItem> watched) {
        ClassLoader application = Thread.currentThread().getContextClassLoader();
        List<URL> lists;
        try {
            lists = Collections.list(application.getResources(TypedIdContract.INDEX_RESOURCE));
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "Could not look up the typed ObjectId lists " + TypedIdContract.INDEX_RESOURCE, e);
        }
        for (String className : TypedIdIndex.read(lists).keySet()) {
            typedIds.produce(new TypedIdBuildItem(className));
        }
        watched.produce(new HotDeploymentWatchedFileBuildItem(TypedIdContract.INDEX_RESOURCE));
    }
}
