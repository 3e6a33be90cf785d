package dev.objectid.processor.metamodel;

import com.palantir.javapoet.ClassName;
import dev.objectid.processor.model.Annotations;
import dev.objectid.processor.model.HostedProcessor;
import dev.objectid.processor.model.Message;
import dev.objectid.processor.model.Names;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Runs another processor that generates a metamodel of the entities (Hibernate's, Querydsl's) one round late when the
 * sources refer to types that do not exist yet, such as the typed ids objectid-processor generates, so that the
 * metamodel sees them.
 *
 * <p>javac compiles a source generated in one round only in the next: in the first round {@code OrderId} does not
 * exist yet, and a metamodel generator run then cannot see it. This host holds the hosted processor back for that
 * round and hands it the first round's sources, looked up again, in the second, where {@code OrderId} resolves.
 * Sources without missing types are processed at once, as usual. If the hosted processor runs by itself as well, the
 * host says so and stands aside.
 */
public abstract class DeferredProcessor extends AbstractProcessor {

    private static final List<ClassName> METAMODEL_SOURCES =
            List.of(Names.ENTITY, Names.MAPPED_SUPERCLASS, Names.EMBEDDABLE);

    private final Set<String> deferredTypes = new LinkedHashSet<>();
    private final Set<String> deferredPackages = new LinkedHashSet<>();
    private final HostedProcessor hosted;
    private final String hostedClass;
    private Processor hostedProcessor;
    private boolean firstRound = true;

    /**
     * A host of the processor {@code hosted} names.
     *
     * @param hosted      the hosted processor, as the messages name it
     * @param hostedClass the class to load, {@code hosted.processor()} but in tests
     */
    protected DeferredProcessor(HostedProcessor hosted, String hostedClass) {
        this.hosted = hosted;
        this.hostedClass = hostedClass;
    }

    /**
     * Loads the hosted processor from the processor path and initialises it; an error if it is not there.
     *
     * @param processingEnv the compiler's environment
     */
    @Override
    public synchronized void init(ProcessingEnvironment processingEnv) {
        super.init(processingEnv);
        try {
            hostedProcessor =
                    (Processor) Class.forName(hostedClass, true, getClass().getClassLoader())
                            .getDeclaredConstructor()
                            .newInstance();
        } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
            Message.noHostedProcessor(hosted, e).printTo(processingEnv.getMessager());
            return;
        }
        hostedProcessor.init(processingEnv);
    }

    /**
     * Every annotation: the processor looks at the first round whatever it holds, and claims nothing.
     *
     * @return {@code *}
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("*");
    }

    /**
     * The hosted processor's options (Hibernate's {@code -Adebug}, Querydsl's {@code -Aquerydsl.prefix}, ...), which
     * it reads as usual.
     *
     * @return the options of the hosted processor, none if it is missing
     */
    @Override
    public Set<String> getSupportedOptions() {
        return hostedProcessor == null ? Set.of() : hostedProcessor.getSupportedOptions();
    }

    /**
     * The latest, as the hosted processor.
     *
     * @return {@link SourceVersion#latestSupported()}
     */
    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    /**
     * Hands the round to the hosted processor, or, in the first round, when a source refers to a type that does not
     * exist yet, keeps it for the next round.
     *
     * @param annotations the annotations of this round
     * @param round       the round
     * @return {@code false}: nothing is claimed
     */
    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (hostedProcessor == null) {
            return false;
        }
        if (firstRound && !round.processingOver()) {
            firstRound = false;
            if (anyRefersToMissingTypes(round.getRootElements())) {
                defer(round.getRootElements());
                return false;
            }
            return hostedProcessor.process(annotations, round);
        }
        if (!deferredTypes.isEmpty() || !deferredPackages.isEmpty()) {
            processDeferred(annotations, round);
            if (!round.processingOver()) {
                return false;
            }
        }
        return hostedProcessor.process(annotations, round);
    }

    private void defer(Set<? extends Element> roots) {
        for (Element root : roots) {
            if (root instanceof TypeElement) {
                deferredTypes.add(((TypeElement) root).getQualifiedName().toString());
            } else if (root instanceof PackageElement) {
                deferredPackages.add(((PackageElement) root).getQualifiedName().toString());
            }
        }
    }

    /**
     * Runs the hosted processor on the deferred sources and this round's. In the last round (when nothing was
     * generated after all), it runs before the last round proper.
     */
    private void processDeferred(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        Elements elements = processingEnv.getElementUtils();
        Set<Element> roots = new LinkedHashSet<>();
        for (String name : deferredTypes) {
            TypeElement type = elements.getTypeElement(name);
            if (type != null) {
                roots.add(type);
            }
        }
        for (String name : deferredPackages) {
            PackageElement inPackage = elements.getPackageElement(name);
            if (inPackage != null) {
                roots.add(inPackage);
            }
        }
        deferredTypes.clear();
        deferredPackages.clear();
        TypeElement written = metamodelWrittenAlready(roots, elements);
        if (written != null) {
            Message.hostedProcessorRanByItself(hosted, written).printTo(processingEnv.getMessager());
            hostedProcessor = null;
            return;
        }
        if (!round.processingOver()) {
            roots.addAll(round.getRootElements());
        }
        DeferredRound deferred = new DeferredRound(roots, round.errorRaised(), elements);
        hostedProcessor.process(deferred.annotations(annotations), deferred);
    }

    /**
     * A metamodel class of a deferred entity that exists already: the hosted processor was discovered and ran by itself
     * in the first round, and running it again would fail on the same file.
     */
    private TypeElement metamodelWrittenAlready(Set<Element> roots, Elements elements) {
        for (Element root : roots) {
            if (root instanceof TypeElement
                    && METAMODEL_SOURCES.stream().anyMatch(name -> Annotations.has(root, name))) {
                ClassName metamodel = metamodelOf(ClassName.get((TypeElement) root));
                TypeElement written = elements.getTypeElement(metamodel.canonicalName());
                if (written != null) {
                    return written;
                }
            }
        }
        return null;
    }

    /**
     * The metamodel class the hosted processor writes for an entity: {@code Order_}, {@code QOrder}.
     *
     * @param entity the entity
     * @return the name of its metamodel class
     */
    protected abstract ClassName metamodelOf(ClassName entity);

    private static boolean anyRefersToMissingTypes(Set<? extends Element> roots) {
        for (Element root : roots) {
            if (root instanceof TypeElement && refersToMissingTypes((TypeElement) root)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a type, its supertypes' type arguments or its members' types name a type that does not exist. */
    private static boolean refersToMissingTypes(TypeElement type) {
        if (containsMissingType(type.getSuperclass())
                || type.getInterfaces().stream().anyMatch(DeferredProcessor::containsMissingType)) {
            return true;
        }
        for (Element member : type.getEnclosedElements()) {
            if (member.getKind() == ElementKind.FIELD && containsMissingType(member.asType())) {
                return true;
            }
            if (member.getKind() == ElementKind.METHOD) {
                ExecutableElement method = (ExecutableElement) member;
                if (containsMissingType(method.getReturnType())) {
                    return true;
                }
                for (VariableElement parameter : method.getParameters()) {
                    if (containsMissingType(parameter.asType())) {
                        return true;
                    }
                }
            }
            if (member instanceof TypeElement && refersToMissingTypes((TypeElement) member)) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsMissingType(TypeMirror type) {
        switch (type.getKind()) {
            case ERROR:
                return true;
            case ARRAY:
                return containsMissingType(((ArrayType) type).getComponentType());
            case DECLARED:
                return ((DeclaredType) type)
                        .getTypeArguments().stream().anyMatch(DeferredProcessor::containsMissingType);
            default:
                return false;
        }
    }
}
