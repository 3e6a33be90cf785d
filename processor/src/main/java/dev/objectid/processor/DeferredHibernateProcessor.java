package dev.objectid.processor;

import com.palantir.javapoet.ClassName;
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
import javax.tools.Diagnostic;

/**
 * Runs Hibernate's metamodel generator ({@code hibernate-processor}, or {@code hibernate-jpamodelgen} 6.5 and 6.6)
 * one round late when the sources refer to types that do not exist yet, such as the typed ids objectid-processor
 * generates, so that {@code Order_} and Jakarta Data's {@code _Order} have their {@code id} attribute.
 *
 * <p>javac compiles a source generated in one round only in the next: in the first round {@code OrderId} does not
 * exist yet, and Hibernate's generator, run then, leaves the attribute out of {@code Order_} without a word. This
 * processor holds Hibernate's back for that round and hands it the first round's sources, looked up again, in the
 * second, where {@code OrderId} resolves. Sources without missing types are processed at once, as usual.
 *
 * <p>It is not registered for discovery: name it in the list of annotation processors in place of
 * {@code org.hibernate.processor.HibernateProcessor}, with Hibernate's generator on the processor path, and list the
 * other processors too (javac runs only the listed ones). If Hibernate's generator runs by itself as well, this
 * processor says so and stands aside. See {@code docs/typed-ids.md}, "Hibernate's static metamodel".
 */
public final class DeferredHibernateProcessor extends AbstractProcessor {

    /** Hibernate's processor, the same class name in hibernate-processor 7 and hibernate-jpamodelgen 6.5 and 6.6. */
    static final String HIBERNATE_PROCESSOR = "org.hibernate.processor.HibernateProcessor";

    private static final List<ClassName> METAMODEL_SOURCES = List.of(Names.ENTITY, Names.MAPPED_SUPERCLASS,
            Names.EMBEDDABLE);

    private final Set<String> deferredTypes = new LinkedHashSet<>();
    private final Set<String> deferredPackages = new LinkedHashSet<>();
    private final String hibernateProcessor;
    private Processor hibernate;
    private boolean firstRound = true;

    /** Called by the compiler, for the name in its list of processors. */
    public DeferredHibernateProcessor() {
        this(HIBERNATE_PROCESSOR);
    }

    /** Hosts another processor class: a test's stand-in for a missing one. */
    DeferredHibernateProcessor(String hibernateProcessor) {
        this.hibernateProcessor = hibernateProcessor;
    }

    /**
     * Loads Hibernate's processor from the processor path and initialises it; an error if it is not there.
     *
     * @param processingEnv the compiler's environment
     */
    @Override
    public synchronized void init(ProcessingEnvironment processingEnv) {
        super.init(processingEnv);
        try {
            hibernate = (Processor) Class.forName(hibernateProcessor, true, getClass().getClassLoader())
                    .getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, Messages.noHibernateProcessor(e));
            return;
        }
        hibernate.init(processingEnv);
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
     * Hibernate's options ({@code -Adebug}, {@code -AaddGeneratedAnnotation}, ...), which it reads as usual.
     *
     * @return the options of Hibernate's processor, none if it is missing
     */
    @Override
    public Set<String> getSupportedOptions() {
        return hibernate == null ? Set.of() : hibernate.getSupportedOptions();
    }

    /**
     * The latest, as Hibernate's processor.
     *
     * @return {@link SourceVersion#latestSupported()}
     */
    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    /**
     * Hands the round to Hibernate's processor, or, in the first round, when a source refers to a type that does not
     * exist yet, keeps it for the next round.
     *
     * @param annotations the annotations of this round
     * @param round       the round
     * @return {@code false}: nothing is claimed
     */
    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (hibernate == null) {
            return false;
        }
        if (firstRound && !round.processingOver()) {
            firstRound = false;
            if (anyRefersToMissingTypes(round.getRootElements())) {
                defer(round.getRootElements());
                return false;
            }
            return hibernate.process(annotations, round);
        }
        if (!deferredTypes.isEmpty() || !deferredPackages.isEmpty()) {
            processDeferred(annotations, round);
            if (!round.processingOver()) {
                return false;
            }
        }
        return hibernate.process(annotations, round);
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
     * Runs Hibernate's processor on the deferred sources and this round's. In the last round (when nothing was
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
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
                    Messages.hibernateProcessorRanByItself(written), written);
            hibernate = null;
            return;
        }
        if (!round.processingOver()) {
            roots.addAll(round.getRootElements());
        }
        hibernate.process(annotations, new DeferredRound(roots, round.errorRaised(), elements));
    }

    /**
     * A metamodel class of a deferred entity that exists already: Hibernate's processor was discovered and ran by
     * itself in the first round, and running it again would fail on the same file.
     */
    private static TypeElement metamodelWrittenAlready(Set<Element> roots, Elements elements) {
        for (Element root : roots) {
            if (root instanceof TypeElement && METAMODEL_SOURCES.stream().anyMatch(name -> Annotations.has(root, name))
                    && elements.getTypeElement(((TypeElement) root).getQualifiedName() + "_") != null) {
                return elements.getTypeElement(((TypeElement) root).getQualifiedName() + "_");
            }
        }
        return null;
    }

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
                || type.getInterfaces().stream().anyMatch(DeferredHibernateProcessor::containsMissingType)) {
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
                return ((DeclaredType) type).getTypeArguments().stream()
                        .anyMatch(DeferredHibernateProcessor::containsMissingType);
            default:
                return false;
        }
    }
}
