package dev.objectid.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import dev.objectid.processor.metamodel.MetamodelCheck;
import dev.objectid.processor.metamodel.QuerydslCheck;
import dev.objectid.processor.model.Annotations;
import dev.objectid.processor.model.AttributeLocation;
import dev.objectid.processor.model.EntityModel;
import dev.objectid.processor.model.Features;
import dev.objectid.processor.model.GeneratedAttribute;
import dev.objectid.processor.model.HelperFamily;
import dev.objectid.processor.model.HelperSelection;
import dev.objectid.processor.model.InheritedAttribute;
import dev.objectid.processor.model.JaxbBoundCheck;
import dev.objectid.processor.model.Message;
import dev.objectid.processor.model.ModelReader;
import dev.objectid.processor.model.ModelValidator;
import dev.objectid.processor.model.Names;
import dev.objectid.processor.model.Problem;
import dev.objectid.processor.model.TimeRangeSpec;
import dev.objectid.processor.model.TypedIdSpec;
import dev.objectid.processor.model.TypedIdState;
import dev.objectid.processor.model.Validation;
import dev.objectid.processor.writer.FilerOutput;
import dev.objectid.processor.writer.SourceWriters;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Generates, for every JPA entity whose id is an ObjectId, a typed id ({@code OrderId} for {@code Order}, when the
 * entity declares its id with that not-yet-existing type) and time-range query helpers, and lists the typed ids in
 * {@code META-INF/objectid/typed-ids} so that objectid-generator maps them to {@code binary(12)} with no configuration.
 * A Micronaut Data {@code @MappedEntity} gets its typed id and the index entry the same way, and none of the helpers,
 * which query through JPA.
 *
 * <p>Put it on the annotation processor path; the compiler finds it through {@link java.util.ServiceLoader}. It reads
 * elements into a model, validates the model and reports errors on the element that is wrong, then writes sources
 * from the model. It never fails with a stack trace: an internal failure is reported as an error on the element it
 * was processing.
 */
@AutoService(Processor.class)
public final class ObjectIdProcessor extends AbstractProcessor {

    private final BiFunction<Features, HelperSelection, SourceWriters> writerFactory;
    private final List<AttributeLocation> deferred = new ArrayList<>();
    private final List<InheritedAttribute.Location> deferredInherited = new ArrayList<>();
    private final List<MetamodelCheck> metamodelChecks = new ArrayList<>();
    private final List<QuerydslCheck> querydslChecks = new ArrayList<>();
    private final Map<ClassName, Element> typedIds = new LinkedHashMap<>();
    private final ModelValidator validator = new ModelValidator();

    private Messager messager;
    private Elements elements;
    private Types types;
    private Features features;
    private ModelReader reader;
    private SourceWriters writers;
    private FilerOutput output;

    /** Called by the compiler, which finds the processor through {@link java.util.ServiceLoader}. */
    public ObjectIdProcessor() {
        this(SourceWriters::new);
    }

    ObjectIdProcessor(BiFunction<Features, HelperSelection, SourceWriters> writerFactory) {
        this.writerFactory = writerFactory;
    }

    /**
     * {@code jakarta.persistence.Entity}, {@code io.micronaut.data.annotation.MappedEntity} and
     * {@code dev.objectid.hibernate.ObjectIdGenerated}.
     *
     * @return the three annotations the processor reads
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(
                Names.ENTITY.canonicalName(),
                Names.MAPPED_ENTITY.canonicalName(),
                Names.OBJECT_ID_GENERATED.canonicalName());
    }

    /**
     * The latest: the processor reads nothing that depends on the language level.
     *
     * @return {@link SourceVersion#latestSupported()}
     */
    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    /**
     * {@code objectid.helpers} and {@code objectid.helpers.entities}, which choose the helper families and the
     * entities that get them.
     *
     * @return the two option names
     */
    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(HelperSelection.FAMILIES_OPTION, HelperSelection.ENTITIES_OPTION);
    }

    /**
     * Detects what the compiled code has on its class path, which decides the optional integrations, and reads the
     * options.
     *
     * @param processingEnv the compiler's environment
     */
    @Override
    public synchronized void init(ProcessingEnvironment processingEnv) {
        super.init(processingEnv);
        messager = processingEnv.getMessager();
        elements = processingEnv.getElementUtils();
        types = processingEnv.getTypeUtils();
        reader = new ModelReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils());
        features = Features.detect(processingEnv.getElementUtils());
        HelperSelection selection = helperSelection(processingEnv.getOptions(), features);
        writers = writerFactory.apply(features, selection);
        output = new FilerOutput(processingEnv.getFiler(), processingEnv.getElementUtils());
    }

    /** The options' choice of helpers; an error for a value not understood, a warning for a family not available. */
    private HelperSelection helperSelection(Map<String, String> options, Features features) {
        List<Problem> problems = new ArrayList<>();
        HelperSelection selection = HelperSelection.parse(options, problems);
        if (options.containsKey(HelperSelection.FAMILIES_OPTION)) {
            for (HelperFamily family : selection.families()) {
                family.missingFrom(features)
                        .ifPresent(missing -> problems.add(Message.unavailableFamily(family, missing)));
            }
        }
        report(problems);
        return selection;
    }

    /**
     * Reads, validates and writes what one round brings; in the last round, checks the attributes whose type was
     * missing and writes the list of typed ids.
     *
     * @param annotations the supported annotations present in this round
     * @param round       the round
     * @return {@code false}: other processors (such as Hibernate's metamodel generator) see the annotations too
     */
    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        try {
            if (round.processingOver()) {
                finish();
            } else {
                processRound(annotations, round);
            }
        } catch (RuntimeException | LinkageError | AssertionError e) {
            Message.internalFailure(null, "this compilation", e).printTo(messager);
        }
        return false;
    }

    private void processRound(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        List<EntityModel> entities = new ArrayList<>();
        List<InheritedAttribute> inherited = new ArrayList<>();
        List<GeneratedAttribute> attributes = new ArrayList<>();
        for (Element element : annotatedWith(annotations, round, Names.ENTITY)) {
            if (element.getKind() == ElementKind.CLASS) {
                guarded(element, () -> reader.readEntity((TypeElement) element))
                        .flatMap(Function.identity())
                        .ifPresent(entities::add);
                guarded(element, () -> reader.readInheritedAttributes((TypeElement) element))
                        .ifPresent(inherited::addAll);
            }
        }
        for (Element element : annotatedWith(annotations, round, Names.MAPPED_ENTITY)) {
            // a JPA entity as well is read above; @ObjectIdGenerated is Hibernate's, so no inherited attributes here
            if ((element.getKind() == ElementKind.CLASS || element.getKind() == ElementKind.RECORD)
                    && !Annotations.has(element, Names.ENTITY)) {
                guarded(element, () -> reader.readEntity((TypeElement) element))
                        .flatMap(Function.identity())
                        .ifPresent(entities::add);
                guarded(element, () -> reader.readMappedEntityId((TypeElement) element))
                        .flatMap(Function.identity())
                        .ifPresent(attributes::add);
            }
        }
        for (Element element : annotatedWith(annotations, round, Names.OBJECT_ID_GENERATED)) {
            guarded(element, () -> reader.readAttribute(element)).ifPresent(attributes::add);
        }
        Validation validation = validator.validate(entities, attributes, inherited);
        report(validation.problems());
        for (GeneratedAttribute attribute : attributes) {
            guarded(attribute.element(), () -> JaxbBoundCheck.check(attribute, features, types))
                    .flatMap(Function.identity())
                    .ifPresent(warning -> warning.printTo(messager));
        }
        for (GeneratedAttribute attribute : validation.deferred()) {
            deferred.add(AttributeLocation.of(attribute.element()));
        }
        for (InheritedAttribute attribute : validation.deferredInherited()) {
            deferredInherited.add(attribute.location());
        }
        for (EntityModel entity : entities) {
            if (!entity.jpa()) {
                continue; // Hibernate's metamodel generator and Querydsl's JPA processor read JPA entities only
            }
            if (entity.typedId() == TypedIdState.MISSING
                    && entity.idMember().getEnclosingElement().equals(entity.element())) {
                metamodelChecks.add(new MetamodelCheck(entity.entity(), entity.idAttribute(), entity.idType()));
            }
            if (entity.typedId() == TypedIdState.MISSING) {
                querydslChecks.add(QuerydslCheck.of(
                        entity.entity(), entity.idAttribute(), entity.idType(), processingEnv.getOptions()));
            }
        }
        for (TypedIdSpec spec : validation.typedIds()) {
            typedIds.put(spec.name(), spec.origin());
            guarded(spec.origin(), () -> write(writers.typedId(spec), spec.origin(), spec.entity()));
        }
        for (TimeRangeSpec spec : validation.timeRanges()) {
            guarded(spec.origin(), () -> write(writers.timeRange(spec), spec.origin(), spec.entity()));
        }
    }

    private void finish() {
        List<GeneratedAttribute> attributes = new ArrayList<>();
        for (AttributeLocation location : deferred) {
            reader.rereadAttribute(location).ifPresent(attributes::add);
        }
        List<InheritedAttribute> inherited = new ArrayList<>();
        for (InheritedAttribute.Location location : deferredInherited) {
            reader.rereadInheritedAttribute(location).ifPresent(inherited::add);
        }
        report(validator.validateDeferred(attributes, inherited));
        for (MetamodelCheck check : metamodelChecks) {
            check.check(elements).ifPresent(problem -> problem.printTo(messager));
        }
        for (QuerydslCheck check : querydslChecks) {
            check.check(elements).ifPresent(problem -> problem.printTo(messager));
        }
        writeIndex();
    }

    /**
     * Writes the typed ids of this compilation, and those an earlier build listed that are still generated: an
     * incremental build recompiles some entities only. An earlier list is rewritten even when nothing is left, so
     * that it names no class that is gone.
     */
    private void writeIndex() {
        Optional<List<String>> previous = output.readPreviousIndex();
        Set<ClassName> listed = new TreeSet<>(typedIds.keySet());
        Set<String> generatedNow = new HashSet<>();
        typedIds.keySet().forEach(name -> generatedNow.add(name.reflectionName()));
        for (String name : previous.orElse(List.of())) {
            if (!generatedNow.contains(name) && reader.isStillGenerated(name)) {
                listed.add(ClassName.bestGuess(name));
            }
        }
        if (!typedIds.isEmpty() || previous.isPresent()) {
            output.writeIndex(listed, typedIds.values().toArray(new Element[0]))
                    .ifPresent(problem -> report(List.of(problem)));
        }
    }

    /** Writes the files; returns whether all were written. */
    private boolean write(List<JavaFile> files, Element origin, ClassName entity) {
        boolean written = true;
        for (JavaFile file : files) {
            Optional<Problem> problem = output.write(file, origin, entity);
            problem.ifPresent(failure -> report(List.of(failure)));
            written &= problem.isEmpty();
        }
        return written;
    }

    private void report(List<Problem> problems) {
        for (Problem problem : problems) {
            problem.printTo(messager);
        }
    }

    /** Runs one step for one element; a failure inside the processor becomes an error on that element. */
    private <T> Optional<T> guarded(Element element, Supplier<T> step) {
        try {
            return Optional.ofNullable(step.get());
        } catch (RuntimeException | LinkageError | AssertionError e) {
            Message.internalFailure(element, describe(element), e).printTo(messager);
            return Optional.empty();
        }
    }

    private static String describe(Element element) {
        if (element instanceof TypeElement) {
            return ((TypeElement) element).getQualifiedName().toString();
        }
        Element owner = element.getEnclosingElement();
        String ownerName = owner instanceof TypeElement
                ? ((TypeElement) owner).getQualifiedName().toString()
                : String.valueOf(owner);
        return ownerName + "." + element.getSimpleName();
    }

    private static Set<? extends Element> annotatedWith(
            Set<? extends TypeElement> annotations, RoundEnvironment round, ClassName name) {
        for (TypeElement annotation : annotations) {
            if (annotation.getQualifiedName().contentEquals(name.canonicalName())) {
                return round.getElementsAnnotatedWith(annotation);
            }
        }
        return Set.of();
    }
}
