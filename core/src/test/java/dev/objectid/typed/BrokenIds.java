package dev.objectid.typed;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;

/** Classes that look like typed ids but are not, each in one way. */
public final class BrokenIds {

    private BrokenIds() {}

    /** No {@code of(ObjectId)}. */
    public static final class WithoutFactory {
        public ObjectId toObjectId() {
            return null;
        }
    }

    /** No {@code toObjectId()}. */
    public static final class WithoutAccessor {
        public static WithoutAccessor of(ObjectId value) {
            return new WithoutAccessor();
        }
    }

    /** {@code of} returns another type. */
    public static final class FactoryOfAnotherType {
        public static String of(ObjectId value) {
            return value.toHexString();
        }

        public ObjectId toObjectId() {
            return null;
        }
    }

    /** {@code toObjectId()} returns null, which no typed id may do. */
    public static final class NullInside {
        public static NullInside of(ObjectId value) {
            return new NullInside();
        }

        public ObjectId toObjectId() {
            return null;
        }
    }

    /** Refuses the zero id in its factory. */
    public static final class Picky {
        public static Picky of(ObjectId value) {
            if (value.epochSecond() == 0) {
                throw new IllegalArgumentException("no ids of 1970, please");
            }
            return new Picky();
        }

        public ObjectId toObjectId() {
            return null;
        }
    }

    /** Extends TypedObjectId but never describes itself, and has no factory either. */
    public static final class Undescribed extends TypedObjectId<Undescribed> {
        private static final long serialVersionUID = 1L;

        Undescribed(ObjectId value) {
            super(value);
        }
    }

    /** Extends TypedObjectId without describing itself, but has the factory of a hand-written typed id. */
    public static final class UndescribedWithFactory extends TypedObjectId<UndescribedWithFactory> {
        private static final long serialVersionUID = 1L;

        private UndescribedWithFactory(ObjectId value) {
            super(value);
        }

        public static UndescribedWithFactory of(ObjectId value) {
            return new UndescribedWithFactory(value);
        }
    }

    /** Describes itself twice: the second description fails the class's initialisation. */
    public static final class DescribedTwice extends TypedObjectId<DescribedTwice> {
        private static final long serialVersionUID = 1L;
        public static final TypedIdType<DescribedTwice> TYPE =
                TypedIdType.define(DescribedTwice.class, DescribedTwice::new);
        static final TypedIdType<DescribedTwice> AGAIN = TypedIdType.define(DescribedTwice.class, DescribedTwice::new);

        private DescribedTwice(ObjectId value) {
            super(value);
        }
    }

    /** Package-private: frameworks outside this package cannot call it. */
    static final class Hidden {
        public static Hidden of(ObjectId value) {
            return new Hidden();
        }

        public ObjectId toObjectId() {
            return null;
        }
    }
}
